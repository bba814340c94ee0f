/** A new task: what waits (a key, a paint, another file) goes first. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })

/**
 * Issue 23: runs the SDK's files one task each, leaves first, as the index page lists them
 * (`data-sdk-step` links, vite.config.ts), so the SDK's evaluation is many short tasks rather
 * than one long one. Importing a file by its address runs the very module the SDK's own
 * imports name. With no list (the dev server, the sign-in page) it does nothing: the SDK's
 * import runs it whole. A file that fails to arrive fails here as it would there.
 */
export const runSdkSteps = async () => {
  const steps = [...document.querySelectorAll<HTMLLinkElement>("link[data-sdk-step]")]
  for (const step of steps) {
    await import(/* @vite-ignore */ step.href)
    await nextTask()
  }
}

/**
 * Starts each piece of work in a task of its own, then waits for all of them: for work whose
 * start alone is long when many are started together (asking for a file costs ~1 ms, 4 ms on
 * a phone). They still run side by side. The first failure is the answer, once all have started.
 */
export const startOnePerTask = async <A>(starts: ReadonlyArray<() => Promise<A>>): Promise<Array<A>> => {
  const started: Array<Promise<A>> = []
  for (const start of starts) {
    const work = start()
    // Promise.all below sees it; until then a failure must not be reported as unhandled.
    work.catch(() => undefined)
    started.push(work)
    await nextTask()
  }
  return Promise.all(started)
}
