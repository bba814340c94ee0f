import { expect, it } from "vitest"
import { prerenderSignIn } from "./sign-in-picture.js"

it("issue 23, UI-4: the build-time sign-in page is the live page's first picture, inert and disabled, under the startup overlay", async () => {
  const html = await prerenderSignIn()
  const picture = new DOMParser().parseFromString(html, "text/html").body

  const [hidden, overlay, ...rest] = picture.querySelector("#prerendered")?.children ?? []
  expect(rest).toEqual([])
  expect(hidden?.matches('div[inert][aria-hidden="true"]')).toBe(true)
  expect(hidden?.querySelector("h1")?.textContent).toBe("Sign in to wellkit")
  const controls = [...(hidden?.querySelectorAll("input, button") ?? [])]
  expect(controls.map((control) => control.matches(":disabled"))).toEqual([true, true, true])
  expect(overlay?.getAttribute("data-testid")).toBe("startup-overlay")
  // CSP (script-src and style-src 'self'): no inline script, no style attribute, no handler.
  expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i)
})
