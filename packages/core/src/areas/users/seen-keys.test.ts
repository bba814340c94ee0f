import { describe, expect, it } from "vitest"
import { SeenKeys } from "./seen-keys.js"

describe("SeenKeys", () => {
  it("answers the first line of every key it was given, and nothing for others, across growth", () => {
    const seen = new SeenKeys(4)
    for (let line = 2; line < 50_002; line += 1) seen.remember(`person.${line}@example.test`, line)
    seen.remember("person.2@example.test", 99)
    expect(seen.size).toBe(50_000)
    // One expectation over all of them: 50,000 expect() calls take seconds on a busy machine.
    const wrong: Array<number> = []
    for (let line = 2; line < 50_002; line += 1)
      if (seen.firstLine(`person.${line}@example.test`) !== line) wrong.push(line)
    expect(wrong).toEqual([])
    expect(seen.firstLine("person.1@example.test")).toBeUndefined()
    expect(seen.firstLine("")).toBeUndefined()
  })

  it("keeps what it holds when room is reserved part-way, at a size that is no power of two", () => {
    const seen = new SeenKeys()
    for (let line = 2; line < 1002; line += 1) seen.remember(`id-${line}`, line)
    seen.reserve(30_001)
    for (let line = 1002; line < 30_002; line += 1) seen.remember(`id-${line}`, line)
    expect(seen.size).toBe(30_000)
    expect([2, 1001, 1002, 30_001].map((line) => seen.firstLine(`id-${line}`))).toEqual([
      2, 1001, 1002, 30_001,
    ])
    expect(seen.firstLine("id-30002")).toBeUndefined()
  })

  it("tells apart keys that differ by one character, case or a leading zero", () => {
    const seen = new SeenKeys()
    seen.remember("007", 2)
    expect(seen.firstLine("07")).toBeUndefined()
    expect(seen.firstLine("007")).toBe(2)
    seen.remember("Ada@x.test", 3)
    expect(seen.firstLine("ada@x.test")).toBeUndefined()
  })
})
