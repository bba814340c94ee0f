import { describe, expect, it } from "vitest"
import { appError } from "../../errors/AppError.js"
import { serverTextAsIs } from "../../kit/server-text.js"
import * as Administrators from "./Administrators.js"
import { ADMINISTRATORS_PATH } from "./path.js"

const search = { filters: { name: "ada", adminType: "8" }, page: 2 }

describe("administrators' rules", () => {
  it.each([
    [{ userId: 7 }, true],
    [{ userId: 1 }, true],
    [{ userId: 0 }, false],
    [{ userId: -3 }, false],
    [{ userId: null }, false],
    [{}, false],
  ])("ADM-1: %j updates: %s (a userId above 0 means update)", (input, update) => {
    expect(Administrators.isUpdate(input)).toBe(update)
  })

  it.each([
    [
      "create",
      9,
      { path: `${ADMINISTRATORS_PATH}/9`, params: { name: "ada", adminType: "8", page: "2" }, replace: true },
    ],
    [
      "update",
      9,
      { path: `${ADMINISTRATORS_PATH}/9`, params: { name: "ada", adminType: "8", page: "2" }, replace: true },
    ],
    [
      "delete",
      undefined,
      { path: ADMINISTRATORS_PATH, params: { name: "ada", adminType: "8", page: "2" }, replace: true },
    ],
  ] as const)(
    "ADM-2: %s goes to %j (save → /{userId}, delete → the search it came from)",
    (action, id, to) => {
      expect(Administrators.redirectAfter(action, { id, search })).toEqual(to)
    },
  )

  it("ERR-6: saves say 'Success!', delete and reset 'Complete!' with the spec's texts", () => {
    expect(Administrators.toasts.create({ isVerified: false })).toEqual({
      title: "SUCCESS.SUCCESS_TITLE",
      message: "SUCCESS.ADMIN_INVITED",
    })
    expect(Administrators.toasts.create({ isVerified: true }).message).toBe("SUCCESS.ADMIN_CAN_SIGN_IN")
    expect(Administrators.toasts.delete).toEqual({
      title: "SUCCESS.COMPLETE_TITLE",
      message: "SUCCESS.USER_DELETED",
    })
    expect(Administrators.resetToast).toEqual({
      title: "SUCCESS.COMPLETE_TITLE",
      message: "SUCCESS.ACCOUNT_RESET",
    })
  })

  it("knows the portal's admin types by name, and none other", () => {
    expect(Administrators.adminTypeName(5)).toBe("staff")
    expect(Administrators.adminTypeName(8)).toBe("organizationAdmin")
    expect(Administrators.adminTypeName(1)).toBeUndefined()
  })
})

describe("ADM-13: a 400 on create or update shows the server's message as is", () => {
  const asIs = serverTextAsIs(Administrators.serverText)
  const sentence = "The e-mail address ada@acme.test is already used by another administrator."

  it("the server's sentence is the message, passed through; the call's key is the title", () => {
    const shown = asIs(
      appError({ message: "ERRORS.CREATE_ADMIN_FAILED", status: 400, additionalMessage: sentence }),
    )
    expect(shown).toMatchObject({
      message: sentence,
      messagePassThrough: true,
      title: "ERRORS.CREATE_ADMIN_FAILED",
      status: 400,
    })
  })

  it.each([
    [
      "another status",
      appError({ message: "ERRORS.SAVE_ADMIN_FAILED", status: 404, additionalMessage: "Gone." }),
    ],
    ["a 400 with no sentence", appError({ message: "ERRORS.SAVE_ADMIN_FAILED", status: 400 })],
    [
      "a 400 the contract could not read",
      appError({
        message: "ERRORS.SAVE_ADMIN_FAILED",
        status: 400,
        additionalMessage: "ERRORS.REQUEST_REFUSED",
      }),
    ],
  ])("%s keeps the call's own key", (_, error) => {
    expect(asIs(error)).toBe(error)
  })
})
