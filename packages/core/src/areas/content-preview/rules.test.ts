import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { previewHref, previewTarget } from "./rules.js"

const read = (query: string) => previewTarget(new URLSearchParams(query))

describe("NAV-6: the content preview's address", () => {
  it.each([
    ["contentType=message&id=10&entityId=1003", { contentType: "message", entityId: 1003, id: 10 }],
    ["contentType=blogPost&id=5&entityId=1000", { contentType: "blogPost", entityId: 1000, id: 5 }],
    ["contentType=form&id=7&flowId=3", { contentType: "form", flowId: 3, id: 7 }],
    ["contentType=form&id=7&flowId=3&entityId=1000", { contentType: "form", flowId: 3, id: 7 }],
  ])("%s names %o", (query, expected) => {
    expect(read(query)).toEqual(Either.right(expected))
  })

  it.each([
    ["", "unknownType"],
    ["contentType=video&id=1&entityId=1000", "unknownType"],
    ["contentType=toString&id=1&entityId=1000", "unknownType"],
    ["contentType=message&entityId=1000", "missingId"],
    ["contentType=message&id=abc&entityId=1000", "missingId"],
    ["contentType=message&id=-4&entityId=1000", "missingId"],
    ["contentType=message&id=1.5&entityId=1000", "missingId"],
    ["contentType=blogPost&id=5", "missingOrganization"],
    ["contentType=message&id=5&entityId=x", "missingOrganization"],
    ["contentType=form&id=7", "missingFlow"],
  ])("%o is a sentence, not a crash: %s", (query, problem) => {
    expect(read(query)).toEqual(Either.left(problem))
  })

  it("a Preview link's address reads back as the same content", () => {
    for (const query of ["contentType=message&id=10&entityId=1003", "contentType=form&id=7&flowId=3"]) {
      const target = Either.getOrThrow(read(query))
      const href = previewHref(target)
      expect(href.startsWith("/content-preview?")).toBe(true)
      expect(read(href.split("?")[1] ?? "")).toEqual(Either.right(target))
    }
  })
})
