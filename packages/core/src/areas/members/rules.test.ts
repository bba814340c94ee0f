import { describe, expect, it } from "vitest"
import { canActivate, fieldOfStatus, isUpdate, memberName, memberSearch, memberStatuses } from "./rules.js"

describe("member rules", () => {
  it.each([
    [{}, false],
    [{ userId: undefined }, false],
    [{ userId: null }, false],
    [{ userId: 0 }, false],
    [{ userId: -3 }, false],
    [{ userId: 1 }, true],
    [{ userId: 10_042 }, true],
  ] as const)("ADM-1: a member save with %o updates: %s", (input, expected) => {
    expect(isUpdate(input)).toBe(expected)
  })

  it("ADM-13: the 409 of a save is shown on the e-mail field", () => {
    expect(fieldOfStatus).toEqual({ 409: "emailAddress" })
  })

  it.each(memberStatuses.map((status) => [status, status !== "active"] as const))(
    "a %s member can be activated: %s",
    (status, expected) => {
      expect(canActivate({ status })).toBe(expected)
    },
  )

  it.each([
    ["entityId=1000&name=ada&status=active", { entityId: "1000", name: "ada", status: "active" }],
    ["entityId=abc&employeeId=000012", { employeeId: "000012" }],
    ["status=active&page=2", { status: "active" }],
  ])("HTTP-7: the address %s keeps the well-formed filters %o", (address, filters) => {
    expect(memberSearch.read(new URLSearchParams(address)).filters).toEqual(filters)
  })

  it("HTTP-7: only the filters given reach the call, with the page", () => {
    expect(memberSearch.callParams({ filters: { entityId: "1000", name: "ada" }, page: 2 })).toEqual({
      entityId: "1000",
      name: "ada",
      pageNumber: "2",
      pageSize: "25",
    })
  })

  it("names a member as first and last name", () => {
    expect(memberName({ firstName: "Annie", lastName: "van der Berg" })).toBe("Annie van der Berg")
  })
})
