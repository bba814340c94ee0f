import type { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { EntityId, UserId } from "../../api/ids.js"
import type { PersonId } from "../../api/Users.js"
import { type AppError, isOutcomeUnknown } from "../../errors/AppError.js"
import { presentError } from "../../errors/present.js"
import type { WellkitServices } from "../../layer.js"
import en from "../../texts/en.json" with { type: "json" }
import { testServer } from "../test-server.js"
import { type UserRowKind, userFailure } from "./manage-rules.js"
import * as Users from "./Users.js"

/**
 * Issue 40.5: every write of Manage users goes through the kit's one write path
 * (kit/write.ts): its toast, the lists it changed read again (also when the
 * outcome is unknown), the tab it returns to, and its failure in POR-16's
 * dialog words, over the real client and a server of a few lines.
 */
const acme = 1000 as EntityId
const west = 1001 as EntityId
const admin = {
  userId: 501,
  organizationId: 1000,
  firstName: "Nia",
  lastName: "Okafor",
  emailAddress: "nia.okafor@acme.test",
  adminType: 8,
  registered: false,
  isVerified: false,
}
const person = {
  personId: 701,
  organizationId: 1000,
  firstName: "Lee",
  lastName: "Park",
  emailAddress: "lee.park@acme.test",
  employeeId: "000777",
  dob: "",
  registered: true,
}

const serve = testServer()

/** An organization's lists: both read in full, and each counted twice (POR-13). */
const lists = (org: number) => ({
  [`GET /organizations/${org}/admins`]: { status: 200, body: { totalRecordCount: 1, users: [admin] } },
  [`GET /organizations/${org}/employees`]: { status: 200, body: { totalRecordCount: 1, persons: [person] } },
})
const served = { ...lists(1000), ...lists(1001) }
/** The reads of the lists that followed the write, by organization. */
const readAgain = (seen: ReadonlyArray<string>) => {
  const reads = seen.filter((request) => /^GET \/organizations\/\d+\/(admins|employees)$/.test(request))
  return [...new Set(reads.map((request) => request.split("/")[2]))]
    .sort()
    .map((org) => `${org}: ${reads.filter((request) => request.split("/")[2] === org).length} reads`)
}
const bothListsOf = (org: number) => [`${org}: 6 reads`]

/** The catalogue's words for a key (core's en.json), as the portal's translate gives them. */
const translate = (key: string): string | undefined => {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)
  return typeof found === "string" ? found : undefined
}
/** What POR-16's dialog shows for a failure of a write about an admin or an employee. */
const dialogOf = (kind: UserRowKind, error: unknown) => {
  const { title, body, detail } = presentError(userFailure(kind)(error as never), translate)
  return { title, body, detail }
}

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }
const deleted = { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.USER_DELETED" }
const reset = { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" }
const fields = { firstName: "Nia", lastName: "Okafor", emailAddress: "nia.okafor@acme.test" }

const writes: ReadonlyArray<{
  readonly name: string
  readonly kind: UserRowKind
  readonly route: string
  readonly answer: { readonly status: number; readonly body?: unknown }
  readonly run: () => Effect.Effect<
    { readonly toast: unknown; readonly redirect: unknown },
    AppError,
    WellkitServices
  >
  readonly toast: unknown
  readonly redirect: unknown
  readonly refreshed: ReadonlyArray<string>
  /** A refusal the contract declares for the call, with the server's words; or, where it declares none, one it does not. */
  readonly refusal: number
}> = [
  {
    name: "an admin changed",
    kind: "admin",
    route: "PUT /admins/501",
    answer: { status: 200, body: admin },
    run: () => Users.updateAdmin(acme, 501 as UserId, fields),
    toast: saved,
    redirect: { path: "/manage-users", params: { showAdmins: "true", entityId: "1000" } },
    refreshed: bothListsOf(1000),
    refusal: 400,
  },
  {
    name: "an admin deleted",
    kind: "admin",
    route: "DELETE /admins/501",
    answer: { status: 204 },
    run: () => Users.deleteAdmin(acme, 501 as UserId),
    toast: deleted,
    redirect: undefined,
    refreshed: bothListsOf(1000),
    refusal: 400,
  },
  {
    name: "an admin moved (POR-18)",
    kind: "admin",
    route: "POST /admins/501/move",
    answer: { status: 200, body: { ...admin, organizationId: 1001 } },
    run: () => Users.moveAdmin(acme, 501 as UserId, west),
    toast: saved,
    redirect: undefined,
    refreshed: [...bothListsOf(1000), ...bothListsOf(1001)],
    refusal: 400,
  },
  {
    name: "an admin's password reset",
    kind: "admin",
    route: "POST /admins/reset",
    answer: { status: 204 },
    run: () => Users.resetAdmin("nia.okafor@acme.test"),
    toast: reset,
    redirect: undefined,
    refreshed: [],
    refusal: 409,
  },
  {
    name: "an employee added",
    kind: "employee",
    route: "POST /organizations/1000/employees",
    answer: { status: 201, body: person },
    run: () => Users.createEmployee(acme, { ...fields, employeeId: "000777" }),
    toast: saved,
    redirect: { path: "/manage-users", params: { entityId: "1000" } },
    refreshed: bothListsOf(1000),
    refusal: 400,
  },
  {
    name: "an employee changed",
    kind: "employee",
    route: "PUT /employees/701",
    answer: { status: 200, body: person },
    run: () => Users.updateEmployee(acme, 701 as PersonId, fields),
    toast: saved,
    redirect: { path: "/manage-users", params: { entityId: "1000" } },
    refreshed: bothListsOf(1000),
    refusal: 400,
  },
  {
    name: "an employee deleted",
    kind: "employee",
    route: "DELETE /employees/701",
    answer: { status: 204 },
    run: () => Users.deleteEmployee(acme, 701 as PersonId),
    toast: deleted,
    redirect: undefined,
    refreshed: bothListsOf(1000),
    refusal: 404,
  },
  {
    name: "an employee's password reset",
    kind: "employee",
    route: "POST /employees/reset",
    answer: { status: 204 },
    run: () => Users.resetEmployee("lee.park@acme.test"),
    toast: reset,
    redirect: undefined,
    refreshed: [],
    refusal: 409,
  },
]

/** POR-16's general sentence, and the kit's words for what happened under it. */
const generic = en.users.failure
const unknownWords = en.ERRORS.OUTCOME_UNKNOWN
const noNetwork = en.ERRORS.NETWORK_UNAVAILABLE
const titleOf = (kind: UserRowKind) => (kind === "admin" ? en.ERRORS.GENERIC_ERROR : en.ERRORS.USER_NOT_SAVED)

describe("Manage users through the one write path", () => {
  it.each(writes)(
    "ERR-6, POR-14: $name: the spec's toast, the lists it changed read again, its tab or none",
    async (write) => {
      const { client, seen } = serve({ ...served, [write.route]: write.answer })
      const outcome = await client.run(write.run())
      expect(outcome.toast).toEqual(write.toast)
      expect(outcome.redirect).toEqual(write.redirect)
      expect(seen[0]).toBe(write.route)
      expect(readAgain(seen)).toEqual(write.refreshed)
    },
  )

  it.each(writes)(
    "POR-16, ERR-5: $name refused is not applied: the server's words in the dialog, nothing read again",
    async (write) => {
      const words = "You cannot delete your own account."
      const { client, seen } = serve({
        ...served,
        [write.route]: { status: write.refusal, body: { message: words } },
      })
      const failure = await client.run(write.run()).catch((e) => e)
      // The SDK's rejection is the call's own error; the portal says it in the dialog's words.
      expect(failure).toMatchObject({ status: write.refusal })
      expect(isOutcomeUnknown(failure)).toBe(false)
      expect(seen).toEqual([write.route])
      expect(dialogOf(write.kind, failure)).toEqual(
        write.refusal === 409
          ? { title: titleOf(write.kind), body: generic, detail: en.ERRORS.REQUEST_REFUSED }
          : { title: titleOf(write.kind), body: words, detail: undefined },
      )
    },
  )

  it.each(writes)(
    "POR-16, ERR-5: $name failing with a 503 says the general sentence and the kit's unknown-outcome words; its lists are read again",
    async (write) => {
      const { client, seen } = serve({ ...served, [write.route]: { status: 503 } })
      const failure = await client.run(write.run()).catch((e) => e)
      expect(isOutcomeUnknown(failure)).toBe(true)
      expect(readAgain(seen)).toEqual(write.refreshed)
      expect(dialogOf(write.kind, failure)).toEqual({
        title: titleOf(write.kind),
        body: generic,
        detail: unknownWords,
      })
    },
  )

  it.each(writes)(
    "POR-16: $name with no connection says the general sentence and no network; nothing is read again",
    async (write) => {
      const { client, seen } = serve({ ...served, [write.route]: "dropped" })
      const failure = await client.run(write.run()).catch((e) => e)
      expect(isOutcomeUnknown(failure)).toBe(false)
      expect(seen).toEqual([write.route])
      expect(dialogOf(write.kind, failure)).toEqual({
        title: titleOf(write.kind),
        body: generic,
        detail: noNetwork,
      })
    },
  )
})

const EXISTS = "GET /organizations/1000/admins/exists"
const CREATE = "POST /organizations/1000/admins"
const VERIFY = "POST /session/verification"

describe("POR-15, POR-18: adding an admin through the one write path", () => {
  it.each([
    {
      label: "a new, unverified admin is sent a verification e-mail; the toast says an e-mail follows",
      created: admin,
      verification: { status: 204 },
      requests: [EXISTS, CREATE, VERIFY],
      verificationSent: true,
      message: "SUCCESS.ADMIN_INVITED",
    },
    {
      label: "a verification e-mail that fails fails nothing: the admin is added all the same",
      created: admin,
      verification: { status: 500 },
      requests: [EXISTS, CREATE, VERIFY],
      verificationSent: false,
      message: "SUCCESS.ADMIN_INVITED",
    },
    {
      label: "a registered, verified person needs no e-mail; the toast says they can sign in now",
      created: { ...admin, registered: true, isVerified: true },
      verification: { status: 204 },
      requests: [EXISTS, CREATE],
      verificationSent: false,
      message: "SUCCESS.ADMIN_CAN_SIGN_IN",
    },
  ])("$label; the lists are read again, the page stays on the dialog", async (c) => {
    const { client, seen } = serve({
      ...served,
      [EXISTS]: { status: 200, body: { exists: false } },
      [CREATE]: { status: 201, body: c.created },
      [VERIFY]: c.verification,
    })
    const creation = await client.run(Users.createAdmin(acme, fields))
    expect(creation).toMatchObject({
      kind: "created",
      result: { admin: c.created, verificationSent: c.verificationSent },
      toast: { title: "SUCCESS.SUCCESS_TITLE", message: c.message },
      redirect: undefined,
    })
    expect(seen.slice(0, c.requests.length)).toEqual(c.requests)
    expect(readAgain(seen)).toEqual(bothListsOf(1000))
  })

  it("an e-mail that is an admin here already writes nothing", async () => {
    const { client, seen } = serve({ ...served, [EXISTS]: { status: 200, body: { exists: true } } })
    expect(await client.run(Users.createAdmin(acme, fields))).toEqual({ kind: "exists" })
    expect(seen).toEqual([EXISTS])
  })

  it("ERR-5: an add whose outcome is unknown reads the lists again and says so in the dialog", async () => {
    const { client, seen } = serve({
      ...served,
      [EXISTS]: { status: 200, body: { exists: false } },
      [CREATE]: { status: 502 },
    })
    const failure = await client.run(Users.createAdmin(acme, fields)).catch((e) => e)
    expect(failure).toMatchObject({ message: "ERRORS.CREATE_ADMIN_FAILED", status: 502 })
    expect(readAgain(seen)).toEqual(bothListsOf(1000))
    expect(dialogOf("admin", failure)).toEqual({
      title: titleOf("admin"),
      body: generic,
      detail: unknownWords,
    })
  })

  it("the Promise SDK still answers with what it did: exists, or the admin and the e-mail", async () => {
    const { client } = serve({
      ...served,
      [EXISTS]: { status: 200, body: { exists: false } },
      [CREATE]: { status: 201, body: admin },
      [VERIFY]: { status: 204 },
      "DELETE /employees/701": { status: 204 },
    })
    expect(await client.users.createAdmin(acme, fields)).toEqual({
      kind: "created",
      admin,
      verificationSent: true,
    })
    expect(await client.users.deleteEmployee(acme, 701 as PersonId)).toBeUndefined()
  })
})
