import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { optionalText, requiredText } from "./text-field.js"

const said = (schema: Schema.Schema<string, string>, input: unknown) =>
  Either.match(Schema.decodeUnknownEither(schema)(input), {
    onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => issue.message),
    onRight: (value) => value,
  })

describe("text fields", () => {
  it.each([
    ["", ["Enter a name."]],
    ["   ", ["Enter a name."]],
    ["x".repeat(81), ["A name has at most 80 characters."]],
    ["  Sleep well ", "Sleep well"],
  ])("requiredText %j", (input, expected) => {
    expect(said(requiredText("a name", 80), input)).toEqual(expected)
  })

  it.each([
    ["", ""],
    ["x".repeat(501), ["A description has at most 500 characters."]],
  ])("optionalText %j", (input, expected) => {
    expect(said(optionalText("a description", 500), input)).toEqual(expected)
  })
})
