import type { EntityId, UserId } from "@wellkit/core"
import { type AdministratorInput, Administrators } from "@wellkit/core/administrators"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
let calls: Array<string>

beforeEach(async () => {
  env = inProcessSandbox()
  calls = env.sandbox.requests
  await env.loginAs("staff@wellkit.test")
  calls.length = 0
})
afterEach(() => env.close())

const everyone = { filters: {}, page: 1 }
const draft = (overrides: Partial<AdministratorInput> = {}): AdministratorInput =>
  ({
    firstName: "Ada",
    lastName: "Lovelace",
    emailAddress: "ada.lovelace@acme.test",
    adminType: 8,
    organizationId: 1001 as EntityId,
    ...overrides,
  }) as AdministratorInput
const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a failure"),
    (e) => e,
  )

describe("administrators against the sandbox", () => {
  it("searches every administrator by name, e-mail, organization and type, only with the filters given", async () => {
    const all = await run(Administrators.search(everyone))
    expect(all.totalRecordCount).toBe(env.sandbox.db.state.users.length)
    const named = await run(Administrators.search({ filters: { name: "olivia oka" }, page: 1 }))
    expect(named.users.map((u) => u.emailAddress)).toEqual(["admin@acme.test"])
    const filtered = await run(
      Administrators.search({
        filters: { emailAddress: "acme", organizationId: "1001", adminType: "8" },
        page: 1,
      }),
    )
    expect(filtered.users.map((u) => u.emailAddress)).toEqual(["new@acme.test"])
    expect(filtered.users[0]?.isVerified).toBe(false)
  })

  it("pages the results; another page keeps the filters", async () => {
    for (let n = 0; n < 30; n += 1)
      await run(Administrators.save(draft({ emailAddress: `bulk${n}@acme.test` }), everyone))
    const second = await run(Administrators.search({ filters: { emailAddress: "bulk" }, page: 2 }))
    expect(second.totalRecordCount).toBe(30)
    expect(second.users).toHaveLength(5)
    expect(second.users.every((u) => u.emailAddress.startsWith("bulk"))).toBe(true)
  })

  it("ADM-1, ADM-2: no userId creates (POST) and opens the new administrator; a userId updates (PUT)", async () => {
    const search = { filters: { name: "ada" }, page: 1 }
    const created = await run(Administrators.save(draft(), search))
    const userId = created.result.userId
    expect(calls).toEqual(["POST /administrators"])
    expect(created.redirect).toEqual({
      path: `/noap/admin/administrators/${userId}`,
      params: { name: "ada" },
      replace: true,
    })
    expect(created.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.ADMIN_INVITED" })

    const updated = await run(Administrators.save({ ...draft({ lastName: "King" }), userId }, search))
    expect(calls).toContain(`PUT /administrators/${userId}`)
    expect(updated.result).toMatchObject({ userId, lastName: "King" })
    expect(updated.redirect?.path).toBe(`/noap/admin/administrators/${userId}`)
  })

  it("a new administrator is a sandbox user who is not verified, and is sent an invitation", async () => {
    const { result } = await run(Administrators.save(draft({ adminType: 5 }), everyone))
    expect(result).toMatchObject({ isVerified: false, adminType: 5, organizationId: 1001 })
    const user = env.sandbox.db.state.users.find((u) => u.userId === result.userId)
    expect(user).toMatchObject({ registered: false, isVerified: false, entityId: 1001 })
    expect(env.sandbox.db.state.outbox.at(-1)).toMatchObject({
      to: "ada.lovelace@acme.test",
      subject: "You are invited to wellkit",
    })
    expect(await run(Administrators.get(result.userId))).toEqual(result)
  })

  it("ADM-13, CREATE_ADMIN_FAILED: a 400 on create is the server's sentence as is", async () => {
    const error = await failure(
      run(Administrators.save(draft({ emailAddress: "ADMIN@acme.test" }), everyone)),
    )
    expect(error).toMatchObject({
      status: 400,
      title: "ERRORS.CREATE_ADMIN_FAILED",
      message: "The e-mail address ADMIN@acme.test is already used by another administrator.",
      messagePassThrough: true,
    })
  })

  it("ADM-13, SAVE_ADMIN_FAILED: a 400 on update is the server's sentence as is", async () => {
    const error = await failure(
      run(Administrators.save({ ...draft({ firstName: "R2-D2" }), userId: 2 as UserId }, everyone)),
    )
    expect(error).toMatchObject({
      status: 400,
      title: "ERRORS.SAVE_ADMIN_FAILED",
      message: "A first name may only contain letters, spaces, hyphens, apostrophes and full stops.",
      messagePassThrough: true,
    })
    expect(env.sandbox.db.state.users.find((u) => u.userId === 2)?.firstName).toBe("Olivia")
  })

  it("CREATE_ADMIN_FAILED: a server failure keeps the call's key and says the outcome is unknown", async () => {
    env.sandbox.faults.set({ endpoint: "administrators.create", status: 500, times: 1 })
    const error = await failure(run(Administrators.save(draft(), everyone)))
    expect(error).toMatchObject({
      message: "ERRORS.CREATE_ADMIN_FAILED",
      additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
    })
  })

  it("SEARCH_ADMINS_FAILED: a failed search says so in its own words", async () => {
    env.sandbox.faults.set({ endpoint: "administrators.search", status: 503, times: 1 })
    const error = await failure(run(Administrators.search(everyone)))
    expect(error).toMatchObject({ message: "ERRORS.SEARCH_ADMINS_FAILED", status: 503 })
  })

  it("GET_ADMINISTRATOR_FAILED: an administrator who is not there is a 404 in the get call's words", async () => {
    const error = await failure(run(Administrators.get(999 as UserId)))
    expect(error).toMatchObject({ message: "ERRORS.GET_ADMINISTRATOR_FAILED", status: 404 })
  })

  it("reset sends a password-reset e-mail and stays; RESET_ADMIN_FAILED for an address nobody has", async () => {
    const done = await run(Administrators.reset("admin@acme.test"))
    expect(calls).toEqual(["POST /administrators/reset"])
    expect(done).toMatchObject({
      toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" },
      redirect: undefined,
    })
    expect(env.sandbox.db.state.outbox.at(-1)).toMatchObject({
      to: "admin@acme.test",
      subject: "Reset your wellkit password",
    })
    const error = await failure(run(Administrators.reset("nobody@acme.test")))
    expect(error).toMatchObject({ message: "ERRORS.RESET_ADMIN_FAILED", status: 404 })
  })

  it("ADM-2: delete goes back to the search it came from; the person can no longer sign in", async () => {
    const search = { filters: { adminType: "8" }, page: 1 }
    const done = await run(Administrators.remove(2 as UserId, search))
    expect(done).toMatchObject({
      toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.USER_DELETED" },
      redirect: { path: "/noap/admin/administrators", params: { adminType: "8" }, replace: true },
    })
    expect(env.sandbox.db.state.users.some((u) => u.userId === 2)).toBe(false)
    await expect(env.loginAs("admin@acme.test")).rejects.toBeDefined()
  })

  it("DELETE_ADMINISTRATOR_FAILED: staff cannot delete their own account", async () => {
    const error = await failure(run(Administrators.remove(1 as UserId, everyone)))
    expect(error).toMatchObject({
      message: "ERRORS.DELETE_ADMINISTRATOR_FAILED",
      status: 400,
      additionalMessage: "You cannot delete your own account.",
    })
  })

  it("only staff may use these calls: anyone else finds nothing", async () => {
    await env.client.session.logout()
    await env.loginAs("admin@acme.test")
    const error = await failure(run(Administrators.search(everyone)))
    expect(error).toMatchObject({ message: "ERRORS.SEARCH_ADMINS_FAILED", status: 404 })
  })
})
