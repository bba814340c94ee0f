import {
  type AdminLicense,
  type AdminLicenseId,
  type AdminLicenseInput,
  AdminLicenses,
  type EntityId,
  Measures,
  NOBODY,
  type TangoAccountId,
  TangoAccounts,
} from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { SANDBOX_API_KEY } from "./demo.js"
import { inProcessSandbox } from "./harness.js"
import { SANDBOX_HOST } from "./msw.js"

/**
 * Staff's licenses (Tango reward accounts) against the sandbox: K11's envelopes on the
 * wire and not in the caller's hands, K2's record by its own call, ADM-1, ADM-2 and
 * ADM-9's refusals in the server's own sentences.
 */
const acme = 1000 as EntityId
const west = 1001 as EntityId
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const token = () => Object.keys(env.sandbox.db.state.sessions).at(-1) ?? ""
/** A call as it reaches the sandbox, signed in: its status and its body as sent. */
const raw = async (method: string, path: string, body?: unknown) => {
  const response = await env.sandbox.handle(
    new Request(`${SANDBOX_HOST}${path}?apiKey=${SANDBOX_API_KEY}&authToken=${token()}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    }),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}

const spotAwards: AdminLicenseInput = {
  licenseId: null,
  entityId: acme,
  name: "Spot awards",
  tangoAccountId: 1 as TangoAccountId,
  accountIdentifier: "acme-spot-awards",
  measureIds: [9, 8] as unknown as AdminLicenseInput["measureIds"],
  startDate: "2027-02-01",
  isActive: true,
}

describe("K11: envelopes on the wire, inner values in the caller's hands", () => {
  it("the Tango customer accounts are { result: [...] } on the wire; the SDK and the service hand over the list", async () => {
    const wire = await raw("GET", `/entities/${acme}/tangoCustomerAccounts`)
    expect(wire.status).toBe(200)
    expect(Object.keys(wire.body as object)).toEqual(["result"])
    const accounts = await env.client.tangoAccounts.list(acme)
    expect(accounts).toEqual((wire.body as { result: unknown }).result)
    expect(accounts.map((account) => account.displayName)).toEqual([
      "Acme Holdings US",
      "Acme Holdings Europe",
    ])
    // What the API knows of a customer and does not list (its accounts) stays behind.
    expect(accounts[0]).not.toHaveProperty("accounts")
    expect(await run(TangoAccounts.list(west))).toEqual([
      expect.objectContaining({ displayName: "Acme West" }),
    ])
  })

  it("a license save is { value: {...} } on the wire, for a create and an update; the SDK resolves with the license", async () => {
    const created = await raw("POST", `/entities/${acme}/licenses`, spotAwards)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ value: expect.objectContaining({ name: "Spot awards", licenseId: 5 }) })
    const updated = await raw("PUT", `/entities/${acme}/licenses/5`, {
      ...spotAwards,
      licenseId: 5,
      isActive: false,
    })
    expect(updated.body).toEqual({ value: expect.objectContaining({ licenseId: 5, isActive: false }) })

    const saved = await env.client.adminLicenses.save({
      ...spotAwards,
      licenseId: 5 as AdminLicenseId,
      name: "Spot",
    })
    expect(saved).toEqual({ ...spotAwards, licenseId: 5, name: "Spot" })
    // Reads declare no envelope: the list and the record come bare.
    expect(Array.isArray((await raw("GET", `/entities/${acme}/licenses`)).body)).toBe(true)
    expect((await raw("GET", `/entities/${acme}/licenses/5`)).body).toMatchObject({
      licenseId: 5,
      name: "Spot",
    })
  })

  it("HTTP-9: an envelope without its field (the bare list, a save's bare license) is the ordinary malformed answer", async () => {
    const bare = JSON.stringify([
      {
        tangoAccountId: 1,
        entityId: 1000,
        displayName: "Acme",
        customerIdentifier: "a",
        currencyCode: "USD",
      },
    ])
    env.sandbox.faults.set({ endpoint: "tangoAccounts.list", status: 200, body: bare, times: 1 })
    const failed = await run(TangoAccounts.list(acme)).catch((e: unknown) => e)
    expect(failed).toMatchObject({
      message: "ERRORS.GET_TANGO_ACCOUNTS_FAILED",
      additionalMessage: "ERRORS.MALFORMED_RESPONSE",
    })
    // The malformed answer stays in the cache as a failure until asked again; asked again, it reads.
    expect(await run(TangoAccounts.reload(acme))).toHaveLength(2)

    env.sandbox.faults.set({
      endpoint: "adminLicenses.create",
      status: 201,
      body: JSON.stringify({ ...spotAwards, licenseId: 9 }),
      times: 1,
    })
    const unreadable = await run(AdminLicenses.save(spotAwards)).catch((e: unknown) => e)
    expect(unreadable).toMatchObject({
      message: "ERRORS.SAVE_ADMIN_LICENSE_FAILED",
      additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
    })
  })
})

describe("the license's record, read and saved", () => {
  it("K2: a license is read by its own call, with what the list leaves out (its account and measures)", async () => {
    const summaries = await run(AdminLicenses.list(acme))
    expect(summaries.map((license) => license.name)).toEqual([
      "Wellness rewards 2027",
      "Leadership incentives",
      "EU wellbeing pilot",
    ])
    expect(summaries[0]).not.toHaveProperty("tangoAccountId")
    env.sandbox.requests.length = 0
    const license = await run(AdminLicenses.get(acme, 1))
    expect(license).toMatchObject({
      tangoAccountId: 1,
      accountIdentifier: "acme-employees",
      measureIds: [9, 8],
    })
    expect(env.sandbox.requests).toEqual([`GET /entities/${acme}/licenses/1`])
    const elsewhere = await run(AdminLicenses.get(west, 1)).catch((e: unknown) => e)
    expect(elsewhere).toMatchObject({ status: 404, message: "ERRORS.GET_ADMIN_LICENSE_FAILED" })
  })

  it("ADM-1, ADM-2: a null licenseId is a create, which goes to /{licenseId} replacing /new; an update stays at /{licenseId}", async () => {
    const created = await run(AdminLicenses.save(spotAwards))
    const id = created.result.licenseId
    expect(env.sandbox.requests[0]).toBe(`POST /entities/${acme}/licenses`)
    expect(created.redirect).toEqual({
      path: `/noap/admin/licenses/${id}`,
      params: { entityId: "1000" },
      replace: true,
    })
    expect(created.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })

    env.sandbox.requests.length = 0
    const updated = await run(AdminLicenses.save({ ...created.result, name: "Spot awards 2027" }))
    expect(env.sandbox.requests[0]).toBe(`PUT /entities/${acme}/licenses/${id}`)
    expect(updated.redirect, "already at /{licenseId}").toBeUndefined()
    expect(updated.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    // The saved record is what its page shows next, without asking again (K2).
    env.sandbox.requests.length = 0
    expect(await run(AdminLicenses.get(acme, id))).toMatchObject({ name: "Spot awards 2027" })
    expect(env.sandbox.requests).toEqual([])
  })

  it("K9: no delete anywhere: not in the service, the SDK or the sandbox", async () => {
    expect("remove" in AdminLicenses).toBe(false)
    expect("remove" in env.client.adminLicenses).toBe(false)
    expect((await raw("DELETE", `/entities/${acme}/licenses/1`)).status).toBe(404)
    expect((await run(AdminLicenses.reload(acme))).map((license) => license.licenseId)).toContain(1)
  })
})

describe("ADM-9: a refused license save shows the server's sentence as it is", () => {
  const existing = async () => (await run(AdminLicenses.get(acme, 1))) as AdminLicense
  const cases = [
    {
      status: 409,
      change: { accountIdentifier: "acme-leaders" },
      sentence: "This Tango account is already linked to another license.",
    },
    {
      status: 400,
      change: { accountIdentifier: "acme-nobody" },
      sentence:
        "The Tango customer “Acme Holdings US” has no account “acme-nobody”. Its accounts: acme-employees, acme-leaders, acme-spot-awards.",
    },
    {
      status: 404,
      // Acme West's customer, named in an Acme Holdings license.
      change: { tangoAccountId: 3 as TangoAccountId, accountIdentifier: "west-employees" },
      sentence: "This organization has no such Tango customer account.",
    },
  ] as const

  it.each(cases)("ADM-9: a $status on an update: “$sentence”", async ({ status, change, sentence }) => {
    const error = await run(AdminLicenses.save({ ...(await existing()), ...change })).catch((e: unknown) => e)
    expect(error).toMatchObject({ status, message: sentence, messagePassThrough: true })
    expect(await existing(), "nothing was changed").toMatchObject({ accountIdentifier: "acme-employees" })
  })

  it.each(cases)(
    "ADM-9: a $status on a create: the same sentence, and nothing is made",
    async ({ status, change, sentence }) => {
      const error = await run(AdminLicenses.save({ ...spotAwards, ...change })).catch((e: unknown) => e)
      expect(error).toMatchObject({ status, message: sentence, messagePassThrough: true })
      expect(await run(AdminLicenses.reload(acme))).toHaveLength(3)
    },
  )

  it("the Promise SDK rejects with the same sentence", async () => {
    const error = await env.client.adminLicenses
      .save({ ...(await existing()), accountIdentifier: "acme-leaders" })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 409,
      message: "This Tango account is already linked to another license.",
    })
  })
})

describe("issue 40: a refusal in a real server's shape keeps its words and is a definite no", () => {
  const sentence = "Account already linked elsewhere"
  const shapes = [
    { shape: "the contract's tagged error", body: JSON.stringify({ _tag: "InUse", message: sentence }) },
    { shape: "a JSON body with message", body: JSON.stringify({ message: sentence }) },
    { shape: "a JSON body with error", body: JSON.stringify({ error: sentence }) },
    { shape: "plain text", body: sentence },
    { shape: "only a status text", body: "", statusText: sentence },
  ]
  it.each(shapes)(
    "ADM-9: a 409 as $shape: “Account already linked elsewhere”",
    async ({ body, statusText }) => {
      const license = (await run(AdminLicenses.get(acme, 1))) as AdminLicense
      env.sandbox.faults.set({ endpoint: "adminLicenses.update", status: 409, body, statusText, times: 1 })
      const error = await env.client.adminLicenses.save(license).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 409, message: sentence, messagePassThrough: true })
      expect(JSON.stringify(error)).not.toContain("OUTCOME_UNKNOWN")
    },
  )
})

describe("the license's pick lists", () => {
  it("K1, K9: the measures are one catalog, read only, the one flows' measures come from", async () => {
    const measures = await run(Measures.list(NOBODY))
    expect(measures).toHaveLength(9)
    expect(measures.find((measure) => measure.measureId === 8)).toEqual({
      measureId: 8,
      name: "Sleep",
      unit: "hours a night",
    })
    expect(await env.client.measures.list()).toEqual(measures)
    expect("save" in Measures).toBe(false)
    expect((await raw("POST", "/measures", { name: "Mood" })).status).toBe(404)
  })

  it("K9: Tango customer accounts are read only; an organization outside the user's own is answered as one that does not exist", async () => {
    expect("save" in TangoAccounts).toBe(false)
    expect((await raw("POST", `/entities/${acme}/tangoCustomerAccounts`, {})).status).toBe(404)
    await env.client.session.logout()
    await env.loginAs("manager@acme.test")
    const error = await run(TangoAccounts.list(acme)).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, message: "ERRORS.GET_TANGO_ACCOUNTS_FAILED" })
  })
})
