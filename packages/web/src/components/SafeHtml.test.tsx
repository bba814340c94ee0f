import { render } from "@testing-library/react"
import { expect, it } from "vitest"
import { SafeHtml, sanitize } from "./SafeHtml.js"

it.each([
  ['<img src=x onerror="alert(1)">', "onerror"],
  ["<script>alert(1)</script><p>hi</p>", "<script"],
  ['<a href="javascript:alert(1)">x</a>', "javascript:"],
  ['<p style="position:fixed">x</p>', "style"],
])("HTML from the API is sanitised: %s loses %s", (html, dangerous) => {
  expect(sanitize(html)).not.toContain(dangerous)
})

it("renders the safe part of message HTML", () => {
  const { container } = render(
    <SafeHtml html="<p>Eight <strong>glasses</strong></p><script>window.x=1</script>" />,
  )
  expect(container.querySelector("strong")?.textContent).toBe("glasses")
  expect(container.querySelector("script")).toBeNull()
})

it("a picture without a description is given one that says so; a described one keeps its own", () => {
  const { container } = render(
    <SafeHtml html='<p><img src="https://x.test/a.png"><img src="https://x.test/b.png" alt="Team walk"></p>' />,
  )
  expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([
    "A picture without a description",
    "Team walk",
  ])
})
