import { afterEach, describe, expect, it, vi } from "vitest"
import { preloadScreens } from "./preload.js"

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map((link) =>
    link.getAttribute("href"),
  )

const serve = (respond: () => Promise<Response>) => {
  const fetch = vi.fn(respond)
  vi.stubGlobal("fetch", fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.replaceChildren()
})

describe("NAV-11: preloading the screens' files", () => {
  it("links every file once, to be fetched and not run, but those the page links already", async () => {
    serve(async () => Response.json(["assets/a.js", "assets/b.js", "assets/c.js"]))
    const earlier = document.createElement("link")
    earlier.rel = "modulepreload"
    earlier.href = "/assets/b.js"
    document.head.append(earlier)

    await preloadScreens()
    expect(links()).toEqual(["/assets/a.js", "/assets/c.js"])
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/a.js"]')
    expect(link?.crossOrigin).toBe("anonymous")
  })

  it("adds the links in the browser's idle time, as many as each idle period has room for", async () => {
    serve(async () => Response.json(["assets/a.js", "assets/b.js", "assets/c.js", "assets/d.js"]))
    // The first period waits for the list; then one with room for two links, then none to spare.
    const room = [0, 3, 0, 0]
    const periods: Array<number> = []
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      let left = room.shift() ?? 0
      periods.push(links().length)
      // Each look at the clock finds a millisecond gone.
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => left-- }))
      return 0
    })
    await preloadScreens()
    expect(links()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js"])
    // Links already there at the start of each idle period after the list's.
    expect(periods).toEqual([0, 0, 2, 3])
  })

  it.each<[string, () => Promise<Response>]>([
    [
      "a list that is not there (the dev server answers its page)",
      async () => new Response("<!doctype html>"),
    ],
    ["a failed read", async () => new Response("", { status: 500 })],
    ["a dropped network", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "entries that are not built scripts",
      async () => Response.json(["https://elsewhere.test/x.js", 7, "../x.js"]),
    ],
  ])("%s: nothing is linked, nothing is thrown", async (_, respond) => {
    const fetch = serve(respond)
    await preloadScreens()
    expect(fetch).toHaveBeenCalledWith("/screens.json")
    expect(links()).toEqual([])
  })
})
