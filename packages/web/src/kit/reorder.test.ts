import { describe, expect, it } from "vitest"
import { moveItem } from "./Reorder.js"

describe("moveItem: the keyboard's reorder", () => {
  it.each([
    [0, 1, ["b", "a", "c"]],
    [2, 1, ["a", "c", "b"]],
    [1, 0, ["b", "a", "c"]],
    [0, 9, ["b", "c", "a"]],
    [2, -1, ["c", "a", "b"]],
  ])("moves the item at %i to %i", (from, to, expected) => {
    expect(moveItem(["a", "b", "c"], from, to)).toEqual(expected)
  })
})
