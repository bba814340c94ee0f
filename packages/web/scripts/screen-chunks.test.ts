import { describe, expect, it } from "vitest"
import { type ChunkFacts, screenChunks } from "./screen-chunks.js"

const chunk = (fileName: string, imports: Array<string> = [], dynamicImports: Array<string> = []) => ({
  fileName,
  facadeModuleId: `src/${fileName.replace(".js", ".tsx")}`,
  isEntry: false,
  imports,
  dynamicImports,
})
const entry = (fileName: string, imports: Array<string>, dynamicImports: Array<string>): ChunkFacts => ({
  ...chunk(fileName, imports, dynamicImports),
  isEntry: true,
})

describe("NAV-11: the files fetched ahead, in order", () => {
  it("leaves out what is loaded only when configured (monitoring), and what only it imports", () => {
    const chunks = [
      entry("index.js", ["react.js"], ["runtime.js", "Messages.js"]),
      chunk("react.js"),
      chunk("runtime.js", ["effect.js"], ["insights.js"]),
      chunk("insights.js", ["insights-core.js"]),
      chunk("insights-core.js"),
      chunk("Messages.js", ["effect.js"]),
      chunk("effect.js"),
    ]
    expect(screenChunks(chunks, ["src/insights.tsx"])).toEqual(["effect.js", "runtime.js", "Messages.js"])
  })

  it.each<[string, Array<ChunkFacts>, Array<string>]>([
    ["no lazy chunks: nothing", [entry("index.js", ["react.js"], []), chunk("react.js")], []],
    [
      "a screen after what it imports; nothing the entry loads already",
      [
        entry("index.js", ["react.js"], ["Login.js"]),
        chunk("react.js"),
        chunk("Login.js", ["react.js", "Card.js"]),
        chunk("Card.js"),
      ],
      ["Card.js", "Login.js"],
    ],
    [
      "the entry's import() order; a chunk shared by two screens once, before the first",
      [
        entry("index.js", [], ["runtime.js", "Messages.js", "Blogs.js"]),
        chunk("runtime.js", ["effect.js"]),
        chunk("effect.js"),
        chunk("Messages.js", ["ListPage.js", "effect.js"]),
        chunk("Blogs.js", ["ListPage.js"]),
        chunk("ListPage.js"),
      ],
      ["effect.js", "runtime.js", "ListPage.js", "Messages.js", "Blogs.js"],
    ],
    [
      "a screen's own import() after every screen the entry names",
      [
        entry("index.js", [], ["Members.js", "Blogs.js"]),
        chunk("Members.js", [], ["Transactions.js"]),
        chunk("Blogs.js"),
        chunk("Transactions.js"),
      ],
      ["Members.js", "Blogs.js", "Transactions.js"],
    ],
    [
      "an import cycle and a name the build does not have",
      [entry("index.js", [], ["a.js", "gone.js"]), chunk("a.js", ["b.js"]), chunk("b.js", ["a.js"])],
      ["b.js", "a.js"],
    ],
  ])("%s", (_, chunks, expected) => {
    expect(screenChunks(chunks)).toEqual(expected)
  })
})
