let started = false

/**
 * Makes the portal's first Intl formats on a worker thread, once, so that their data is loaded
 * before the main thread asks (issue 23). Where a worker cannot start (tests, a stricter policy),
 * nothing changes: the main thread loads the data at its first format, as it always did.
 */
export const warmIntlOffThread = () => {
  if (started || typeof Worker !== "function") return
  started = true
  try {
    new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module" })
  } catch {
    // The main thread pays instead.
  }
}
