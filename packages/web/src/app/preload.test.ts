import { afterEach, describe, expect, it, vi } from "vitest"
import { preloadScreens } from "./preload.js"

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
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
  it("links one file at a time, the next once the last has loaded or failed, and skips one linked already", async () => {
    serve(async () => Response.json(["assets/a.js", "assets/b.js", "assets/c.js"]))
    const earlier = document.createElement("link")
    earlier.rel = "modulepreload"
    earlier.href = "/assets/b.js"
    document.head.append(earlier)

    preloadScreens()
    await vi.waitFor(() => expect(links()).toEqual(["/assets/b.js", "/assets/a.js"]))
    document.head.querySelector('link[href="/assets/a.js"]')?.dispatchEvent(new Event("error"))
    await vi.waitFor(() => expect(links()).toEqual(["/assets/b.js", "/assets/a.js", "/assets/c.js"]))
    document.head.querySelector('link[href="/assets/c.js"]')?.dispatchEvent(new Event("load"))
    await new Promise((settled) => setTimeout(settled, 250))
    expect(links()).toHaveLength(3)
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
    preloadScreens()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/screens.json"))
    await new Promise((settled) => setTimeout(settled, 50))
    expect(links()).toEqual([])
  })
})
