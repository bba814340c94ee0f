import { describe, expect, it } from "vitest"
import type { EntityId, MessageHeaderId } from "../../api/ids.js"
import { invalidates, isUpdate, notFoundError, redirectAfter, successToasts } from "./rules.js"

const entityId = 1000 as EntityId
const messageHeaderId = 7 as MessageHeaderId

describe("ADM-1: create or update by messageHeaderId", () => {
  it.each([
    [{}, false],
    [{ messageHeaderId: undefined }, false],
    [{ messageHeaderId: 7 as MessageHeaderId }, true],
  ])("ADM-1: %o → update %s", (input, expected) => {
    expect(isUpdate(input)).toBe(expected)
  })
})

describe("ADM-2: redirects after message actions", () => {
  it.each([
    [
      "create",
      { path: "/noap/admin/messages", params: { entityId: "1000", messageHeaderId: "7" }, replace: false },
    ],
    [
      "copy",
      { path: "/noap/admin/messages", params: { entityId: "1000", messageHeaderId: "7" }, replace: false },
    ],
    [
      "refresh",
      { path: "/noap/admin/messages", params: { entityId: "1000", messageHeaderId: "7" }, replace: false },
    ],
    ["delete", { path: "/noap/admin/messages", params: { entityId: "1000" }, replace: true }],
    ["notFound", { path: "/noap/admin/messages", params: { entityId: "1000" }, replace: true }],
    ["update", undefined],
  ] as const)("ADM-2: %s → %o", (action, expected) => {
    expect(redirectAfter(action, { entityId, messageHeaderId })).toEqual(expected)
  })
})

describe("ADM-3: which lists are fetched again", () => {
  it.each([
    ["create", [1000]],
    ["update", [1000]],
    ["delete", [1000]],
    ["refresh", [1000]],
    ["copy", [1002]],
  ] as const)("ADM-3: %s → lists of %o", (action, expected) => {
    expect(invalidates(action, { entityId, targetEntityId: 1002 as EntityId })).toEqual(expected)
  })
})

it("ADM-8: a missing message is a warning toast titled Not Found!", () => {
  expect(notFoundError()).toMatchObject({
    type: "toast",
    level: "warning",
    title: "ERRORS.MESSAGE_NOT_FOUND_TITLE",
    message: "ERRORS.MESSAGE_NOT_FOUND",
  })
})

it("ERR-6: delete and copy use the spec's message texts", () => {
  expect(successToasts.delete.message).toBe("SUCCESS.MESSAGE_DELETED")
  expect(successToasts.copy.message).toBe("SUCCESS.MESSAGE_COPIED")
})
