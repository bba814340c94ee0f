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

  it("adds one link in each of the browser's idle periods, after a first one for the list", async () => {
    serve(async () => Response.json(["assets/a.js", "assets/b.js", "assets/c.js"]))
    const periods: Array<number> = []
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      periods.push(links().length)
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
      return 0
    })
    await preloadScreens()
    expect(links()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"])
    // Links already there as each idle period was asked for.
    expect(periods).toEqual([0, 0, 1, 2])
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
