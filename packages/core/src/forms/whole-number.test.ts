import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { wholeNumberBetween } from "./whole-number.js"

const weeks = wholeNumberBetween(1, 52, "A voyage lasts from 1 to 52 weeks.")
const said = (input: unknown) =>
  Either.match(Schema.decodeUnknownEither(weeks)(input), {
    onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => issue.message),
    onRight: (value) => value,
  })

describe("wholeNumberBetween", () => {
  it.each([
    ["left empty", null],
    ["words", Number.NaN],
    ["a fraction", 2.5],
    ["below", 0],
    ["above", 53],
  ])("%s is the field's one sentence", (_, input) => {
    expect(said(input)).toEqual(["A voyage lasts from 1 to 52 weeks."])
  })

  it.each([1, 12, 52])("%i is taken", (input) => {
    expect(said(input)).toBe(input)
  })
})
