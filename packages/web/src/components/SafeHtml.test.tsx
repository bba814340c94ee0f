import { fireEvent, render } from "@testing-library/react"
import { expect, it, vi } from "vitest"
import { SafeHtml, sanitize } from "./SafeHtml.js"

it.each([
  ['<img src=x onerror="alert(1)">', "onerror"],
  ["<script>alert(1)</script><p>hi</p>", "<script"],
  ['<a href="javascript:alert(1)">x</a>', "javascript:"],
  ['<p style="position:fixed">x</p>', "style"],
])("HTML from the API is sanitized: %s loses %s", (html, dangerous) => {
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

/** Hostile HTML a post, a message, an FAQ or a consent could carry (issue 40). */
const hostile: ReadonlyArray<readonly [string, string]> = [
  ["a button, which would submit the form around it", "<p>Read</p><button>Read more</button>"],
  ["a submit input with formaction", '<input type="submit" formaction="https://evil.test/" value="Go">'],
  ["an image input", '<input type="image" src="x.png" alt="Go">'],
  ["a select and a textarea", "<select><option>1</option></select><textarea>x</textarea>"],
  ["a form of its own", '<form action="https://evil.test/"><p>x</p></form>'],
  ["a label for one of the page's fields", '<label for="name">Name</label>'],
  ["a link that would replace the page", '<a href="https://example.test/next" target="_self">next</a>'],
  ["a link to a place in the page", '<a href="#main">skip</a>'],
  [
    "details that would run on toggle",
    "<details open ontoggle=\"window.ran='details'\"><summary>More</summary>x</details>",
  ],
  ["a refresh that would navigate", '<meta http-equiv="refresh" content="0;url=https://evil.test/">'],
  ["a base address", '<base href="https://evil.test/">'],
  [
    "SVG that would run on load",
    "<svg onload=\"window.ran='svg'\"><a href=\"javascript:window.ran='svg-a'\"><text>x</text></a></svg>",
  ],
  [
    "MathML hiding an image with a handler",
    "<math><mtext><img src=x onerror=\"window.ran='math'\"></mtext></math>",
  ],
  [
    "a frame, an object and an embed",
    '<iframe srcdoc="<script>parent.ran=1</script>"></iframe><object data="x"></object><embed src="x">',
  ],
  [
    "an image map",
    '<img src="m.png" usemap="#m" alt="map"><map name="m"><area href="https://evil.test/" shape="rect" coords="0,0,9,9"></map>',
  ],
  ["what takes focus", '<p autofocus tabindex="0" accesskey="s" contenteditable="true">focus me</p>'],
  ["a popover and a dialog", '<div popover id="p">x</div><dialog open>covers</dialog>'],
  ["an id that would stand for the page's", '<p id="root" name="submit">x</p>'],
]

const ACTIVE =
  "form, button, input, select, textarea, option, label, iframe, object, embed, meta, base, link, svg, math, map, area, dialog, style, [autofocus], [tabindex], [accesskey], [contenteditable], [formaction], [popover], [popovertarget], [for], [style], [id=root]"

it.each(hostile)(
  "issue 40: %s neither submits, navigates, runs nor takes focus where it is shown",
  async (_, html) => {
    const submitted = vi.fn((event: Event) => event.preventDefault())
    const { container } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <input id="name" aria-label="Name" />
        <SafeHtml html={html} />
      </form>,
    )
    const shown = container.querySelector("form > div") as HTMLElement
    expect(shown.querySelectorAll(ACTIVE)).toHaveLength(0)
    expect(shown.innerHTML).not.toMatch(/\son\w+=|javascript:/i)
    for (const element of shown.querySelectorAll("*")) fireEvent.click(element)
    for (const link of shown.querySelectorAll("a"))
      expect([link.target, link.rel]).toEqual(["_blank", "noopener noreferrer"])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submitted).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(document.body)
    expect((window as { ran?: unknown }).ran).toBeUndefined()
  },
)

it("issue 40: HTML from the API reaches the page only through SafeHtml", async () => {
  const { readdirSync, readFileSync } = await import("node:fs")
  const { join } = await import("node:path")
  const source = join(import.meta.dirname, "..")
  const files = readdirSync(source, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  )
  const raw = files.filter((file) =>
    /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(
      readFileSync(join(source, file), "utf8"),
    ),
  )
  expect(raw).toEqual(["components/SafeHtml.tsx"])
})
