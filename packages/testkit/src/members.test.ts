import type { EntityId, UserId } from "@wellkit/core"
import { type MemberInput, Members } from "@wellkit/core/members"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>

beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
})
afterEach(() => env.close())

const acme = 1000 as EntityId
const inAcme = { filters: { entityId: "1000" }, page: 1 }
const draft = (overrides: Partial<MemberInput> = {}): MemberInput =>
  ({
    entityId: acme,
    firstName: "Ada",
    lastName: "Lovelace",
    emailAddress: "ada.member@acme.test",
    employeeId: "009001",
    dob: "1985-12-10",
    ...overrides,
  }) as MemberInput
const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a failure"),
    (e) => e,
  )
/** The request lines without the session's own parameters, which every call carries. */
const wire = () =>
  env.lines.map((line) =>
    line.replace(/[?&](authToken|locale|tzoffset|tz|v)=[^&]*/g, "").replace(/^(\S+ [^?&]*)&/, "$1?"),
  )
const activeAcme = () =>
  env.sandbox.db.state.employees.find((e) => e.entityId === 1000 && e.registered && !e.memberStatus)

describe("members against the sandbox", () => {
  it("searches one organization's members, sending only the filters given, paged by the server", async () => {
    const page = await run(Members.search(inAcme))
    const acmeCount = env.sandbox.db.state.employees.filter((e) => e.entityId === 1000).length
    expect(page.totalRecordCount).toBe(acmeCount)
    expect(page.members).toHaveLength(25)
    expect(wire()).toEqual(["GET /entities/1000/members?pageNumber=1&pageSize=25"])
    const someone = activeAcme()
    const found = await run(
      Members.search({
        filters: { entityId: "1000", employeeId: someone?.employeeId, status: "active" },
        page: 1,
      }),
    )
    expect(found.members.map((m) => m.userId)).toEqual([someone?.personId])
    expect(wire().at(-1)).toBe(
      `GET /entities/1000/members?employeeId=${someone?.employeeId}&status=active&pageNumber=1&pageSize=25`,
    )
  })

  it("without an organization nothing is asked and nothing is found", async () => {
    const page = await run(Members.search({ filters: {}, page: 1 }))
    expect(page).toEqual({ totalRecordCount: 0, members: [] })
    expect(env.lines).toEqual([])
  })

  it("ADM-1: userId 0 or none creates (POST in the organization); a userId above 0 updates (PUT)", async () => {
    const created = await run(Members.save(draft({ userId: 0 }), inAcme))
    const userId = created.result.userId
    expect(wire()[0]).toBe("POST /entities/1000/members")
    expect(created.result).toMatchObject({ status: "pending", isTest: false, entityId: 1000 })
    expect(created.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_CREATED" })
    expect(created.redirect).toEqual({
      path: `/noap/member/${userId}`,
      params: { entityId: "1000" },
      replace: true,
    })
    env.lines.length = 0
    const updated = await run(Members.save({ ...draft({ lastName: "King" }), userId }, inAcme))
    expect(wire()[0]).toBe(`PUT /members/${userId}`)
    expect(updated.result).toMatchObject({ userId, lastName: "King" })
    const again = await run(Members.save(draft({ emailAddress: "other.ada@acme.test" }), inAcme))
    expect(again.result.userId).not.toBe(userId)
  })

  it("ADM-13: an e-mail on an active account is a 409 in MEMBER_EMAIL_EXISTS, on create and on update", async () => {
    const taken = activeAcme()?.emailAddress ?? ""
    const onCreate = await failure(run(Members.save(draft({ emailAddress: taken.toUpperCase() }), inAcme)))
    expect(onCreate).toMatchObject({ status: 409, message: "ERRORS.MEMBER_EMAIL_EXISTS" })
    const onSignIn = await failure(run(Members.save(draft({ emailAddress: "admin@acme.test" }), inAcme)))
    expect(onSignIn).toMatchObject({ status: 409, message: "ERRORS.MEMBER_EMAIL_EXISTS" })
    const other = env.sandbox.db.state.employees.find((e) => e.entityId === 1000 && e.emailAddress !== taken)
    const onUpdate = await failure(
      run(Members.save({ ...draft({ emailAddress: taken }), userId: other?.personId as UserId }, inAcme)),
    )
    expect(onUpdate).toMatchObject({ status: 409, message: "ERRORS.MEMBER_EMAIL_EXISTS" })
    expect(Members.fieldOfStatus[409]).toBe("emailAddress")
  })

  it("ADM-13 (ours): an address only on an inactive account may be used again", async () => {
    const left = env.sandbox.db.state.employees.find((e) => e.memberStatus === "inactive")
    const created = await run(Members.save(draft({ emailAddress: left?.emailAddress ?? "" }), inAcme))
    expect(created.result.status).toBe("pending")
  })

  it("members are the employees of Manage users, both ways; a member saved makes its kept lists stale", async () => {
    await env.client.users.list(acme)
    const { result } = await run(Members.save(draft(), inAcme))
    const lists = await env.client.users.list(acme)
    expect(lists.employees.map((p) => p.personId)).toContain(result.userId)
    const person = await env.client.users.createEmployee(acme, {
      firstName: "Grace",
      lastName: "Hopper",
      emailAddress: "grace.member@acme.test",
      employeeId: "009002",
      dob: "",
    })
    const member = await run(Members.get(person.personId as unknown as UserId))
    expect(member).toMatchObject({ firstName: "Grace", status: "pending", entityId: 1000 })
  })

  it("reset mails the member; activate and the test indicator answer the member as stored; ERR-6 words", async () => {
    const pending = env.sandbox.db.state.employees.find((e) => e.entityId === 1000 && !e.registered)
    const userId = pending?.personId as UserId
    const reset = await run(Members.reset(pending?.emailAddress ?? ""))
    expect(reset.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" })
    expect(env.sandbox.db.state.outbox.at(-1)).toMatchObject({ to: pending?.emailAddress })
    const activated = await run(Members.activate(userId))
    expect(activated.result.status).toBe("active")
    expect(activated.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_ACTIVATED" })
    const marked = await run(Members.setTest(userId, true))
    expect(marked.result.isTest).toBe(true)
    expect(wire()).toContain(`PUT /members/${userId}/testIndicator`)
    const removed = await run(Members.remove(userId, inAcme))
    expect(removed.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MEMBER_DELETED" })
    expect(await failure(run(Members.get(userId)))).toMatchObject({
      status: 404,
      message: "ERRORS.GET_MEMBER_FAILED",
    })
  })

  it("demographics are read and saved; a bad phone is refused before sending", async () => {
    const someone = env.sandbox.db.state.employees.find((e) => e.entityId === 1000)
    const userId = someone?.personId as UserId
    const read = await run(Members.demographics(userId))
    expect(read.city).not.toBe("")
    const saved = await run(Members.saveDemographics(userId, { ...read, department: "Legal" }))
    expect(saved.result.department).toBe("Legal")
    expect((await run(Members.demographics(userId))).department).toBe("Legal")
  })

  it("every call can fail by name in its own words", async () => {
    env.sandbox.faults.set({ endpoint: "members.search", status: 500, times: 1 })
    expect(await failure(run(Members.search(inAcme)))).toMatchObject({
      message: "ERRORS.SEARCH_MEMBERS_FAILED",
    })
    env.sandbox.faults.set({ endpoint: "members.demographics", status: 500, times: 1 })
    expect(await failure(run(Members.demographics(10000 as UserId)))).toMatchObject({
      message: "ERRORS.GET_DEMOGRAPHICS_FAILED",
    })
  })

  it("NAV-4: an organization admin with MEMBER_DEMOGRAPHIC_VIEW reads their organization's member profile, no other's, and changes nothing", async () => {
    await env.loginAs("admin@acme.test")
    const own = env.sandbox.db.state.employees.find((e) => e.entityId === 1000)
    expect((await run(Members.demographics(own?.personId as UserId))).userId).toBe(own?.personId)
    await env.loginAs("manager@acme.test")
    expect(await failure(run(Members.demographics(own?.personId as UserId)))).toMatchObject({ status: 404 })
    await env.loginAs("admin@acme.test")
    expect(await failure(run(Members.search(inAcme)))).toMatchObject({ status: 404 })
    expect(await failure(run(Members.activate(own?.personId as UserId)))).toMatchObject({ status: 404 })
  })
})
