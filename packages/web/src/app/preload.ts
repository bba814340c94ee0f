/** Written by the build (vite.config.ts, scripts/screen-chunks.ts). */
const SCREENS_LIST = "screens.json"

// Built file names only: the list decides which addresses the page asks for.
const BUILT_SCRIPT = /^assets\/[\w.-]+\.js$/

const readList = async (): Promise<Array<string>> => {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${SCREENS_LIST}`)
    const list: unknown = response.ok ? await response.json() : []
    return Array.isArray(list)
      ? list.filter((file) => typeof file === "string" && BUILT_SCRIPT.test(file))
      : []
  } catch {
    // No list (the dev server, a dropped network): each screen loads when it is visited.
    return []
  }
}

const linked = () =>
  new Set(
    [...document.querySelectorAll("link[rel=modulepreload], link[rel=prefetch]")].map((link) =>
      link.getAttribute("href"),
    ),
  )

/** The browser's next idle period (a plain task where it has no idle callbacks). */
const idle = () =>
  new Promise<unknown>((resolve) =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(resolve) : setTimeout(resolve),
  )

const prefetchLink = (href: string) => {
  const link = document.createElement("link")
  link.rel = "prefetch"
  // As a module script is asked for (CORS, same origin), so that request finds it in the cache.
  link.crossOrigin = "anonymous"
  link.href = href
  return link
}

/**
 * NAV-11: once the first page has rendered, the browser fetches every screen's files ahead as
 * `prefetch` links: fetched into its cache at the lowest priority, neither compiled nor run, so
 * no screen (nor the SDK they all import) costs the page on screen anything, and visiting one
 * later does not wait for the network. A file that fails to arrive is asked for again, with
 * its own error, when its screen is visited.
 */
export const preloadScreens = async () => {
  // When the browser is idle: the first screen's own files and calls go first.
  await idle()
  const files = await readList()
  const already = linked()
  const hrefs = files.map((file) => `${import.meta.env.BASE_URL}${file}`).filter((href) => !already.has(href))
  // Each link starts its request at once, on the main thread (~1 ms, 4 on a phone): one at a time
  // when the browser is idle, so none of it is a long task, and the person's input goes first.
  for (const href of hrefs) {
    await idle()
    document.head.append(prefetchLink(href))
  }
}
