/** Written by the build (vite.config.ts, scripts/screen-chunks.ts). */
const SCREENS_LIST = "screens.json"

// Built file names only: the list decides which addresses the page asks for.
const BUILT_SCRIPT = /^assets\/[\w.-]+\.js$/

// No deadline: with one, a busy start-up ran preloads between its own long tasks (issue 23).
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(() => task()) : setTimeout(task, 200)

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

const linked = (href: string) =>
  [...document.querySelectorAll("link[rel=modulepreload]")].some((link) => link.getAttribute("href") === href)

/**
 * NAV-11: once the first page has rendered, the browser fetches every screen's files ahead,
 * one at a time, each when it is idle, as `modulepreload` links: fetched and compiled, not
 * run, so no screen (nor the SDK's contract they all import) costs the page on screen a task,
 * and visiting one later runs it without waiting for the network. A file that fails to
 * arrive is asked for again, with its own error, when its screen is visited.
 */
export const preloadScreens = () =>
  whenIdle(async () => {
    const files = await readList()
    const next = () => {
      const file = files.shift()
      if (file === undefined) return
      const href = `${import.meta.env.BASE_URL}${file}`
      if (linked(href)) return next()
      const link = document.createElement("link")
      link.rel = "modulepreload"
      link.href = href
      const done = () => whenIdle(next)
      link.addEventListener("load", done, { once: true })
      link.addEventListener("error", done, { once: true })
      document.head.append(link)
    }
    next()
  })
