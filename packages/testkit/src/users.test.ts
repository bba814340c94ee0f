import type { EntityId, PersonId, UserId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { addEmployees } from "./db.js"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
const west = 1001 as EntityId
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

describe("manage users against the sandbox", () => {
  it("POR-13, POR-19: lists and counts of an organization, the counts as two totals each, fetched once", async () => {
    const lists = await env.client.users.list(acme)
    await env.client.users.list(acme)
    const employees = env.sandbox.db.state.employees.filter((e) => e.entityId === 1000).length
    expect(lists.employeeCount).toBe(employees)
    expect(lists.employees).toHaveLength(employees)
    expect(lists.adminCount).toBe(lists.admins.length)
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/employees")).toHaveLength(3)
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/admins")).toHaveLength(3)
  })

  it("POR-12: the basic search asks each field separately and merges without repeats", async () => {
    const someone = env.sandbox.db.state.employees.find((e) => e.entityId === 1000)
    const found = await env.client.users.searchEmployees(acme, someone?.employeeId ?? "")
    expect(found.map((p) => p.personId)).toContain(someone?.personId)
    expect(new Set(found.map((p) => p.personId)).size).toBe(found.length)
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/employees")).toHaveLength(4)
    const admins = await env.client.users.searchAdmins(acme, "acme.test")
    expect(admins.map((a) => a.emailAddress)).toContain("admin@acme.test")
  })

  it("POR-15, POR-18: an admin is checked for, created, sent a verification e-mail, and moved", async () => {
    const created = await env.client.users.createAdmin(acme, {
      firstName: "Nia",
      lastName: "Okafor",
      emailAddress: "nia.okafor@acme.test",
    })
    expect(created).toMatchObject({ kind: "created", verificationSent: true, admin: { isVerified: false } })
    expect(env.sandbox.requests.slice(0, 3)).toEqual([
      "GET /organizations/1000/admins/exists",
      "POST /organizations/1000/admins",
      "POST /session/verification",
    ])
    expect(env.sandbox.db.state.outbox.map((m) => m.subject)).toContain(
      "Verify your e-mail address for wellkit",
    )
    const again = await env.client.users.createAdmin(acme, {
      firstName: "Nia",
      lastName: "Okafor",
      emailAddress: "NIA.okafor@acme.test",
    })
    expect(again).toEqual({ kind: "exists" })
    if (created.kind !== "created") throw new Error("not created")
    const moved = await env.client.users.moveAdmin(acme, created.admin.userId, west)
    expect(moved.organizationId).toBe(1001)
    expect((await env.client.users.list(west)).admins.map((a) => a.emailAddress)).toContain(
      "nia.okafor@acme.test",
    )
  })

  it("POR-14, POR-16: employees added, edited, refused with the server's text, reset and deleted", async () => {
    const person = await env.client.users.createEmployee(acme, {
      firstName: "Lee",
      lastName: "Park",
      emailAddress: "lee.park@acme.test",
      employeeId: "000777",
    })
    expect(person.employeeId).toBe("000777")
    const clash = await env.client.users
      .createEmployee(acme, { firstName: "X", lastName: "Y", emailAddress: "admin@acme.test" })
      .catch((e) => e)
    expect(clash).toMatchObject({
      message: "ERRORS.USER_NOT_SAVED",
      status: 400,
      additionalMessage: "The e-mail address is already on an active account. Use another address.",
    })
    const edited = await env.client.users.updateEmployee(acme, person.personId, {
      firstName: "Lee",
      lastName: "Park-Kim",
      emailAddress: "lee.park@acme.test",
    })
    expect(edited.lastName).toBe("Park-Kim")
    await env.client.users.resetEmployee("lee.park@acme.test")
    await env.client.users.deleteEmployee(acme, person.personId)
    expect((await env.client.users.list(acme)).employees.some((p) => p.personId === person.personId)).toBe(
      false,
    )
    const gone = await env.client.users.deleteEmployee(acme, 1 as PersonId).catch((e) => e)
    expect(gone).toMatchObject({ status: 404, message: "ERRORS.DELETE_EMPLOYEE_FAILED" })
    const self = env.sandbox.db.state.users.find((u) => u.emailAddress === "admin@acme.test")
      ?.userId as UserId
    const refused = await env.client.users.deleteAdmin(acme, self).catch((e) => e)
    expect(refused).toMatchObject({ status: 400, additionalMessage: "You cannot delete your own account." })
  })

  it("10,000 employees arrive in one list", async () => {
    addEmployees(env.sandbox.db, 1000, 10_000)
    const lists = await env.client.users.list(acme)
    expect(lists.employees.length).toBeGreaterThan(10_000)
    expect(lists.employeeCount).toBe(lists.employees.length)
  })
})
