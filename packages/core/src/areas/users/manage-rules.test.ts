import { describe, expect, it } from "vitest"
import { appError } from "../../errors/AppError.js"
import {
  adminCreatedText,
  adminCreatedToast,
  adminFailure,
  employeeFailure,
  manageUsersHref,
  manageUsersView,
  mergeUnique,
  needsVerification,
  redirectAfterSave,
  searchFilters,
  totalOf,
  userFailure,
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
    expect(adminCreatedToast({ registered: false })).toEqual({
      title: "SUCCESS.SUCCESS_TITLE",
      message: "SUCCESS.ADMIN_INVITED",
    })
    expect(adminCreatedToast({ registered: true }).message).toBe("SUCCESS.ADMIN_CAN_SIGN_IN")
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
    [
      "a 5xx whose outcome is unknown (the kit's key, not the server's words)",
      appError({
        message: "ERRORS.CREATE_ADMIN_FAILED",
        status: 503,
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      }),
      "Something went wrong.",
    ],
    [
      "a timeout, with no status",
      appError({ message: "ERRORS.CREATE_ADMIN_FAILED", additionalMessage: "ERRORS.OUTCOME_UNKNOWN" }),
      "Something went wrong.",
    ],
  ])("%s", (_label, error, body) => {
    expect(adminFailure(error, "Something went wrong.")).toEqual({ title: "Error", body })
    expect(employeeFailure(error, "Something went wrong.")).toEqual({ title: "User Not Saved", body })
  })
})

describe("POR-14, POR-16: the rules the writes of Manage users run by", () => {
  it.each([
    ["admin", { path: "/manage-users", params: { showAdmins: "true", entityId: "1000" } }],
    ["employee", { path: "/manage-users", params: { entityId: "1000" } }],
  ] as const)("an add or a change of an %s returns to its tab of the same organization", (kind, redirect) => {
    expect(redirectAfterSave(kind, 1000)).toEqual(redirect)
  })

  it.each([
    [
      "the server's words are the message, as they are",
      appError({ message: "ERRORS.USER_NOT_SAVED", status: 400, additionalMessage: "Already used." }),
      { message: "Already used.", messagePassThrough: true, additionalMessage: undefined },
    ],
    [
      "with none, the general sentence, and what happened under it",
      appError({
        message: "ERRORS.USER_NOT_SAVED",
        status: 503,
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      }),
      { message: "users.failure", messagePassThrough: false, additionalMessage: "ERRORS.OUTCOME_UNKNOWN" },
    ],
    [
      "with nothing said at all, the call's own sentence under it",
      appError({ message: "ERRORS.USER_NOT_SAVED", status: 500 }),
      { message: "users.failure", messagePassThrough: false, additionalMessage: "ERRORS.USER_NOT_SAVED" },
    ],
  ])("userFailure: %s", (_label, error, said) => {
    expect(userFailure("employee")(error)).toMatchObject({
      title: "ERRORS.USER_NOT_SAVED",
      status: error.status,
      ...said,
    })
    expect(userFailure("admin")(error).title).toBe("ERRORS.GENERIC_ERROR")
  })

  it("an ended session stays the session's message (SES-6)", () => {
    const ended = appError({ type: "login", message: "ERRORS.SESSION_EXPIRED", status: 401 })
    expect(userFailure("admin")(ended)).toBe(ended)
  })
})
