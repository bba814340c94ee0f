import { OpenApi } from "@effect/platform"
import { Effect, Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ClientConfig } from "../http/ClientConfig.js"
import { call } from "../http/call.js"
import { contractClient } from "../http/contract-client.js"
import { InFlight } from "../http/InFlight.js"
import { answer, recording, testAddress } from "../http/test-contract.js"
import { adminLicenseEndpoints } from "./AdminLicenses.js"
import { enveloped } from "./envelope.js"
import type { EntityId } from "./ids.js"
import { tangoAccountEndpoints } from "./LicensePickLists.js"
import { WellkitApi } from "./WellkitApi.js"

/**
 * K11: the envelopes the contract declares. The wire (and the OpenAPI document) has the
 * wrapper; the client hands callers the inner value; an answer without the wrapper is the
 * ordinary "malformed answer" failure (HTTP-9).
 */
const Named = Schema.Struct({ id: Schema.Int, name: Schema.Trim })

describe("K11: enveloped(field, schema)", () => {
  it.each([
    { case: "a list in result", field: "result", schema: Schema.Array(Named), inner: [{ id: 1, name: "A" }] },
    { case: "a record in value", field: "value", schema: Named, inner: { id: 2, name: "B" } },
    { case: "nothing in value", field: "value", schema: Schema.NullOr(Named), inner: null },
  ])("$case: decodes the wrapper to the inner value and encodes it back", ({ field, schema, inner }) => {
    const wrapped = enveloped(field, schema as Schema.Schema<unknown, unknown>)
    expect(Schema.decodeUnknownSync(wrapped)({ [field]: inner })).toEqual(inner)
    expect(Schema.encodeSync(wrapped)(inner)).toEqual({ [field]: inner })
  })

  it("decodes what is inside the wrapper as its own schema does (a name trimmed)", () => {
    expect(Schema.decodeUnknownSync(enveloped("value", Named))({ value: { id: 1, name: " Acme " } })).toEqual(
      {
        id: 1,
        name: "Acme",
      },
    )
  })

  it.each([
    { case: "the bare value, without its wrapper", body: [{ id: 1, name: "A" }] },
    { case: "another field", body: { results: [{ id: 1, name: "A" }] } },
    { case: "a wrapper around the wrong shape", body: { result: { id: 1, name: "A" } } },
    { case: "nothing", body: null },
  ])("refuses $case as a body that does not fit", ({ body }) => {
    const decoded = Schema.decodeUnknownEither(enveloped("result", Schema.Array(Named)))(body)
    expect(Either.isLeft(decoded) && ParseResult.isParseError(decoded.left)).toBe(true)
  })
})

const document = OpenApi.fromApi(WellkitApi)
/** The answer a path and method declare for a status, as the OpenAPI document shows it. */
const answerOf = (path: string, method: "get" | "post" | "put", status: string) => {
  const operation = (document.paths[path] as Record<string, { responses: Record<string, unknown> }>)[method]
  const content = operation?.responses[status] as
    | { content: { "application/json": { schema: { required?: Array<string>; properties?: object } } } }
    | undefined
  return content?.content["application/json"].schema
}

describe("K11: the OpenAPI document shows the wrapped shape, as it is on the wire", () => {
  it.each([
    {
      call: "tangoAccounts.list",
      path: "/entities/{entityId}/tangoCustomerAccounts",
      method: "get",
      status: "200",
      field: "result",
    },
    {
      call: "adminLicenses.create",
      path: "/entities/{entityId}/licenses",
      method: "post",
      status: "201",
      field: "value",
    },
    {
      call: "adminLicenses.update",
      path: "/entities/{entityId}/licenses/{id}",
      method: "put",
      status: "200",
      field: "value",
    },
  ] as const)("$call answers { $field: … }", ({ path, method, status, field }) => {
    const schema = answerOf(path, method, status)
    expect(schema?.required).toEqual([field])
    expect(Object.keys(schema?.properties ?? {})).toEqual([field])
  })

  it("adminLicenses.list and adminLicenses.get, which declare none, answer the list and the record bare", () => {
    const list = answerOf("/entities/{entityId}/licenses", "get", "200") as {
      items?: { required?: Array<string> }
    }
    expect(list.items?.required).toContain("licenseId")
    const record = answerOf("/entities/{entityId}/licenses/{id}", "get", "200")
    expect(record?.required).toEqual(expect.arrayContaining(["licenseId", "tangoAccountId", "measureIds"]))
  })
})

const config = {
  apiHost: "https://api.test",
  apiKey: "k",
  appVersion: "1",
  authToken: () => "t",
  inFlight: new InFlight(),
}
const account = {
  tangoAccountId: 1,
  entityId: 1000,
  displayName: "Acme Holdings US",
  customerIdentifier: "acme-holdings",
  currencyCode: "USD",
}
const acme = 1000 as EntityId

/** The Tango accounts read through the contract's client, answered with `body`, its failure mapped as the SDK maps it. */
const readAccounts = (body: unknown) => {
  const { transport } = recording(async () => answer(200, JSON.stringify(body)))
  const client = contractClient(WellkitApi, { transport, address: testAddress })
  return Effect.runPromise(
    Effect.either(
      call(tangoAccountEndpoints.list, client.tangoAccounts.list({ path: { entityId: acme } })),
    ).pipe(Effect.provideService(ClientConfig, config)),
  )
}

describe("K11 through the contract's client", () => {
  it("hands the caller the list inside result", async () => {
    expect(await readAccounts({ result: [account] })).toEqual(Either.right([account]))
  })

  it.each([
    { case: "missing result (the bare list)", body: [account] },
    { case: "result holding something else", body: { result: "none" } },
  ])("HTTP-9: an envelope $case is the ordinary malformed answer, in the call's words", async ({ body }) => {
    expect(await readAccounts(body)).toMatchObject(
      Either.left({
        message: "ERRORS.GET_TANGO_ACCOUNTS_FAILED",
        additionalMessage: "ERRORS.MALFORMED_RESPONSE",
      }),
    )
  })

  it("sends a license as it is and hands back the saved one from inside value; a save answered without value may have gone through", async () => {
    const license = {
      licenseId: 4,
      entityId: 1000,
      name: "Spot awards",
      startDate: "2027-02-01",
      isActive: true,
      tangoAccountId: 1,
      accountIdentifier: "acme-spot-awards",
      measureIds: [9],
    }
    const save = (reply: unknown) => {
      const { sent, transport } = recording(async () => answer(200, JSON.stringify(reply)))
      const client = contractClient(WellkitApi, { transport, address: testAddress })
      const sending = call(
        adminLicenseEndpoints.update,
        client.adminLicenses.update({ path: { entityId: acme, id: 4 }, payload: license } as never),
      )
      return Effect.runPromise(Effect.either(sending).pipe(Effect.provideService(ClientConfig, config))).then(
        (outcome) => ({ outcome, sent }),
      )
    }
    const saved = await save({ value: license })
    expect(saved.outcome).toEqual(Either.right(license))
    expect(JSON.parse(String(saved.sent[0]?.body))).toEqual(license)
    expect((await save(license)).outcome).toMatchObject(
      Either.left({
        message: "ERRORS.SAVE_ADMIN_LICENSE_FAILED",
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      }),
    )
  })
})
