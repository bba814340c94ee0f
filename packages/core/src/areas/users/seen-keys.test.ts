import { describe, expect, it } from "vitest"
import { SeenKeys } from "./seen-keys.js"

describe("SeenKeys", () => {
  it("answers the first line of every key it was given, and nothing for others, across growth", () => {
    const seen = new SeenKeys(4)
    for (let line = 2; line < 50_002; line += 1) seen.remember(`person.${line}@example.test`, line)
    seen.remember("person.2@example.test", 99)
    expect(seen.size).toBe(50_000)
    for (let line = 2; line < 50_002; line += 1)
      expect(seen.firstLine(`person.${line}@example.test`)).toBe(line)
    expect(seen.firstLine("person.1@example.test")).toBeUndefined()
    expect(seen.firstLine("")).toBeUndefined()
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
