import { describe, expect, it } from "vitest"
import { imageUploadOf, isImage, refreshAfter } from "./rules.js"

describe("file storage's rules", () => {
  it("ADM-15: the files are read again 5 s after an update", () => {
    expect(refreshAfter).toBe("5 seconds")
  })

  it.each([
    [
      "data:image/png;base64,iVBORw0KGgo=",
      { fileName: "a.png", contentType: "image/png", content: "iVBORw0KGgo=" },
    ],
    [
      "data:image/webp;base64,UklGRg==",
      { fileName: "a.png", contentType: "image/webp", content: "UklGRg==" },
    ],
    ["data:image/svg+xml;base64,PHN2Zz4=", undefined],
    ["data:text/plain;base64,aGk=", undefined],
    ["data:image/png,iVBOR", undefined],
    ["iVBORw0KGgo=", undefined],
  ])("the PUT's payload from %s", (dataUrl, expected) => {
    expect(imageUploadOf("a.png", dataUrl)).toEqual(expected)
  })

  it.each([
    ["image/png", true],
    ["image/gif", true],
    ["image/svg+xml", false],
    ["application/pdf", false],
  ])("%s is a replaceable image: %s", (type, expected) => {
    expect(isImage(type)).toBe(expected)
  })
})
