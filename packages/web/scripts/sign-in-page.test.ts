import { describe, expect, it } from "vitest"
import { PICTURE_PLACEHOLDER, signInPage } from "./sign-in-page.js"

const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">'
const index = `<head>${link}</head><body>${PICTURE_PLACEHOLDER}<div id="root"></div></body>`
const sheets = [{ href: "/assets/index-1.css", css: "body{margin:0}\n" }]

describe("issue 23: the sign-in page from the built index page", () => {
  it("has the picture at its placeholder and the stylesheet inline in place of its link", () => {
    expect(signInPage(index, '<div id="prerendered"></div>', sheets)).toBe(
      '<head><style>body{margin:0}</style></head><body><div id="prerendered"></div><div id="root"></div></body>',
    )
  })

  it.each([
    ["no placeholder", index.replace(PICTURE_PLACEHOLDER, ""), sheets],
    ["no link to the stylesheet", index.replace(link, ""), sheets],
    ["a stylesheet that would end its element", index, [{ href: "/assets/index-1.css", css: "</style>" }]],
  ])("fails on an index page with %s", (_, html, given) => {
    expect(() => signInPage(html, "", given)).toThrow()
  })
})
