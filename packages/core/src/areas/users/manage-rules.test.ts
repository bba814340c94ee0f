import { describe, expect, it } from "vitest"
import { appError } from "../../errors/AppError.js"
import {
  adminCreatedText,
  adminFailure,
  employeeFailure,
  manageUsersHref,
  manageUsersView,
  mergeUnique,
  needsVerification,
  searchFilters,
  totalOf,
} from "./manage-rules.js"

describe("POR-11: which tab and whether add-another-admin opens", () => {
  it.each([
    ["", { tab: "employees", addNew: false }],
    ["showAdmins=true", { tab: "admins", addNew: false }],
    ["showAdmins=true&addNew=true", { tab: "admins", addNew: true }],
    ["showAdmins=false&addNew=true", { tab: "employees", addNew: false }],
  ])("?%s", (query, view) => {
    expect(manageUsersView(new URLSearchParams(query))).toEqual(view)
  })

  it("links back to a tab", () => {
    expect(manageUsersHref("admins", { addNew: "true" })).toEqual({
      path: "/manage-users",
      params: { showAdmins: "true", addNew: "true" },
    })
    expect(manageUsersHref("employees")).toEqual({ path: "/manage-users", params: {} })
  })
})

describe("POR-12: basic search", () => {
  it("asks for each field separately, the employee id only for employees", () => {
    expect(searchFilters("admins", " ada ")).toEqual([
      { firstName: "ada" },
      { lastName: "ada" },
      { emailAddress: "ada" },
    ])
    expect(searchFilters("employees", "0012")).toHaveLength(4)
    expect(searchFilters("employees", "0012")[3]).toEqual({ employeeId: "0012" })
    expect(searchFilters("employees", "   ")).toEqual([])
  })

  it("merges the answers, each person once, in first-seen order", () => {
    const a = { id: 1 }
    const b = { id: 2 }
    const c = { id: 3 }
    expect(mergeUnique([[a, b], [b], [c, a]], (x) => x.id)).toEqual([a, b, c])
  })
})

it("POR-13: a count is the sum of the unregistered and registered totals", () => {
  expect(totalOf([12, 30])).toBe(42)
})

describe("POR-15, POR-16: after creating, and failure dialogs", () => {
  it("sends a verification e-mail to an unverified admin only", () => {
    expect(needsVerification({ isVerified: false })).toBe(true)
    expect(needsVerification({ isVerified: true })).toBe(false)
  })

  it("tells whether the new admin can sign in now or gets an e-mail", () => {
    expect(adminCreatedText(true)).toMatch(/sign in right away/)
    expect(adminCreatedText(false)).toMatch(/e-mail with instructions/)
  })

  it.each([
    [
      "a 400 with the server's text",
      appError({ message: "ERRORS.CREATE_ADMIN_FAILED", status: 400, additionalMessage: "Already used." }),
      "Already used.",
    ],
    [
      "a failure without text",
      appError({ message: "ERRORS.CREATE_ADMIN_FAILED", status: 500 }),
      "Something went wrong.",
    ],
    [
      "a lost network",
      appError({
        message: "ERRORS.CREATE_ADMIN_FAILED",
        status: 0,
        additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
      }),
      "Something went wrong.",
    ],
  ])("%s", (_label, error, body) => {
    expect(adminFailure(error, "Something went wrong.")).toEqual({ title: "Error", body })
    expect(employeeFailure(error, "Something went wrong.")).toEqual({ title: "User Not Saved", body })
  })
})
