import { describe, expect, it } from "vitest"
import { tabAfterKey } from "./tab-keys.js"

describe("K8: the keys of a record's tab list", () => {
  it.each([
    ["ArrowRight", 0, 4, 1],
    ["ArrowRight", 3, 4, 0],
    ["ArrowDown", 1, 4, 2],
    ["ArrowLeft", 0, 4, 3],
    ["ArrowUp", 2, 4, 1],
    ["Home", 2, 4, 0],
    ["End", 0, 4, 3],
    ["Enter", 1, 4, undefined],
    ["a", 1, 4, undefined],
    // Focus outside the tabs: only Home and End mean something.
    ["ArrowRight", -1, 4, undefined],
    ["Home", -1, 4, 0],
    ["ArrowRight", 0, 0, undefined],
  ] as const)("%s from tab %i of %i goes to %s", (key, at, count, expected) => {
    expect(tabAfterKey(key, at, count)).toBe(expected)
  })
})
