import { AppError, createClient, Entities, type EntityId } from "@wellkit/core"
import { OrganizationCreate, Organizations, type OrganizationUpdate } from "@wellkit/core/organizations"
import { Schema } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { addEmployees } from "./db.js"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { SANDBOX_HOST } from "./msw.js"
import { makeSandbox } from "./sandbox.js"
import { CONTROL_PREFIX, startSandboxServer } from "./server.js"

const acme = 1000 as EntityId
const west = 1001 as EntityId

/** An SDK client on an in-process sandbox, noting each call with its `fromCache` when it has one. */
const setup = async () => {
  const sandbox = makeSandbox()
  const calls: Array<string> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const fromCache = url.searchParams.get("fromCache")
    calls.push(`${request.method} ${url.pathname}${fromCache === null ? "" : `?fromCache=${fromCache}`}`)
    return sandbox.handle(request)
  }
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY, fetch })
  await client.session.login({ username: "staff@wellkit.test", password: DEMO_PASSWORD })
  calls.length = 0
  return { sandbox, client, calls, close: () => Promise.all([client.dispose(), sandbox.dispose()]) }
}

let env: Awaited<ReturnType<typeof setup>>
beforeEach(async () => {
  env = await setup()
})
afterEach(() => env.close())

const child = (overrides: Partial<OrganizationCreate> = {}): OrganizationCreate =>
  ({
    parentId: west,
    organizationName: "Acme West — Reno",
    childId: "ACME-RENO",
    testInd: false,
    ...overrides,
  }) as OrganizationCreate
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure")
    },
    (error: unknown) => error as AppError,
  )

describe("the organization list and its caches", () => {
  it("POR-19: read once per session, the first time from the API's own copy (fromCache=true)", async () => {
    await env.client.entities.list()
    await env.client.entities.list()
    expect(env.calls).toEqual(["GET /entities?fromCache=true"])
  })

  it("POR-19: after a create or an update the list is read afresh (fromCache=false), so every picker has the change", async () => {
    await env.client.entities.list()
    const created = await env.client.run(Organizations.save(child()))
    expect(env.calls).toEqual([
      "GET /entities?fromCache=true",
      "POST /organizations",
      "GET /entities?fromCache=false",
    ])
    expect((await env.client.entities.list()).map((entity) => entity.name)).toContain("Acme West — Reno")
    const update: OrganizationUpdate = {
      entityId: created.result.id,
      organizationName: "Reno Depot",
      testInd: true,
    }
    await env.client.run(Organizations.save(update))
    expect(env.calls.slice(-2)).toEqual(["PUT /organizations", "GET /entities?fromCache=false"])
    expect(
      (await env.client.entities.list()).find((entity) => entity.id === created.result.id),
    ).toMatchObject({
      name: "Reno Depot",
      testInd: true,
    })
  })

  it("POR-19: the sandbox honors fromCache as a real API does: its copy lags behind a change until a fresh read", async () => {
    const token = env.sandbox.db.openSession(1)
    const call = (path: string, init?: RequestInit) =>
      env.sandbox.handle(
        new Request(
          `${SANDBOX_HOST}${path}${path.includes("?") ? "&" : "?"}apiKey=${SANDBOX_API_KEY}&authToken=${token}`,
          init,
        ),
      )
    const count = async (fromCache: boolean) =>
      ((await (await call(`/entities?fromCache=${fromCache}`)).json()) as Array<unknown>).length
    expect(await count(true)).toBe(4)
    const created = await call("/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        parentId: 1000,
        organizationName: "Acme North",
        childId: "ACME-N",
        testInd: false,
      }),
    })
    expect(created.status).toBe(201)
    expect(await count(true)).toBe(4)
    expect(await count(false)).toBe(5)
    expect(await count(true)).toBe(5)
  })
})

describe("saving an organization", () => {
  it("ADM-1: an entityId updates (PUT /organizations); none creates a child (POST /organizations)", async () => {
    const created = await env.client.run(Organizations.save(child()))
    expect(env.calls[0]).toBe("POST /organizations")
    expect(created.result).toMatchObject({
      parentId: west,
      name: "Acme West — Reno",
      childId: "ACME-RENO",
      testInd: false,
    })
    const updated = await env.client.run(
      Organizations.save({ entityId: created.result.id, organizationName: "Reno", testInd: false }),
    )
    expect(env.calls).toContain("PUT /organizations")
    expect(updated.result.id).toBe(created.result.id)
    expect(env.sandbox.db.state.entities.filter((entity) => entity.name.startsWith("Reno"))).toHaveLength(1)
  })

  it("ADM-2, ERR-6: a new child opens on its own page; an update stays; both say the changes were saved", async () => {
    const created = await env.client.run(Organizations.save(child()))
    expect(created.redirect).toEqual({ path: `/noap/admin/organizations/${created.result.id}` })
    expect(created.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    const updated = await env.client.run(
      Organizations.save({ entityId: created.result.id, organizationName: "Reno", testInd: true }),
    )
    expect(updated.redirect).toBeUndefined()
  })

  it("ADM-10: the sandbox notes when it created an organization", async () => {
    const before = Date.now()
    const created = await env.client.run(Organizations.save(child()))
    const at = Date.parse(env.sandbox.db.state.entityCreatedAt[created.result.id] ?? "")
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now())
  })

  it("a client id is unique across organizations, in any case: a taken one is the area's own words (302)", async () => {
    await env.client.run(Organizations.save(child()))
    const taken = await failure(
      env.client.run(
        Organizations.save(
          Schema.decodeUnknownSync(OrganizationCreate)({
            ...child(),
            childId: " acme-reno ",
            parentId: acme,
          }),
        ),
      ),
    )
    expect(taken).toMatchObject({ message: "ERRORS.ORGANIZATION_CLIENT_ID_TAKEN", status: 302 })
    const seeded = await failure(env.client.run(Organizations.save(child({ childId: "ORG-1002" }))))
    expect(seeded.status).toBe(302)
  })

  it("an organization that does not exist cannot be updated nor given a child (404)", async () => {
    const missing = 999_999 as EntityId
    const update = await failure(
      env.client.run(Organizations.save({ entityId: missing, organizationName: "Ghost", testInd: false })),
    )
    expect(update).toMatchObject({ message: "ERRORS.FAILED_TO_UPDATE_ORGANIZATION", status: 404 })
    const create = await failure(env.client.run(Organizations.save(child({ parentId: missing }))))
    expect(create).toMatchObject({ message: "ERRORS.FAILED_TO_CREATE_ORGANIZATION", status: 404 })
  })
})

describe("what the sandbox tells about an organization", () => {
  it("extended attributes: client id, industry, region, billing contact, size band; the same in every sandbox", async () => {
    const attributes = await env.client.run(Organizations.extendedAttributes(west))
    expect(attributes.map((attribute) => attribute.name)).toEqual([
      "clientId",
      "industry",
      "region",
      "billingContact",
      "employeeBand",
      "createdAt",
    ])
    expect(attributes.find((attribute) => attribute.name === "clientId")?.value).toBe("ORG-1001")
    const other = await setup()
    try {
      expect(await other.client.run(Organizations.extendedAttributes(west))).toEqual(attributes)
    } finally {
      await other.close()
    }
  })

  it("extended properties: entityOnly leaves out the inherited, valueListOnly the free text", async () => {
    const all = await env.client.run(
      Organizations.extendedProperties(west, { entityOnly: false, valueListOnly: false }),
    )
    expect(all.some((property) => property.entityId === acme)).toBe(true)
    expect(all.some((property) => property.valueList === null)).toBe(true)
    const own = await env.client.run(
      Organizations.extendedProperties(west, { entityOnly: true, valueListOnly: false }),
    )
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((property) => property.entityId === west)).toBe(true)
    const listed = await env.client.run(
      Organizations.extendedProperties(west, { entityOnly: false, valueListOnly: true }),
    )
    expect(listed.every((property) => property.valueList !== null)).toBe(true)
    expect(env.calls).toContain("GET /entities/1001/extendedProperties")
  })

  it("dependency counts come from the sandbox's records and follow them", async () => {
    const db = env.sandbox.db.state
    const counts = await env.client.run(Organizations.dependencyCounts(acme))
    expect(counts).toMatchObject({
      childOrganizations: 3,
      administrators: db.users.filter((user) => user.entityId === acme).length,
      employees: db.employees.filter((person) => person.entityId === acme).length,
      licenses: db.licenses.filter((license) => license.organizationId === acme).length,
      messages: db.messages.filter((message) => message.ownerEntityId === acme).length,
    })
    addEmployees(env.sandbox.db, acme, 25)
    expect((await env.client.run(Organizations.dependencyCounts(acme))).employees).toBe(counts.employees + 25)
  })
})

describe("each call's own error key (ERR-5)", () => {
  it.each([
    ["entities.list", "ERRORS.FAILED_TO_GET_ENTITY_LIST", () => env.client.entities.list()],
    [
      "organizations.extendedAttributes",
      "ERRORS.GET_ENTITY_EXTENDED_ATTRS_FAILED",
      () => env.client.run(Organizations.extendedAttributes(west)),
    ],
    [
      "organizations.extendedProperties",
      "ERRORS.GET_ENTITY_EXTENDED_PROPERTIES_FAILED",
      () =>
        env.client.run(Organizations.extendedProperties(west, { entityOnly: true, valueListOnly: false })),
    ],
    [
      "organizations.update",
      "ERRORS.FAILED_TO_UPDATE_ORGANIZATION",
      () => env.client.run(Organizations.save({ entityId: west, organizationName: "West", testInd: false })),
    ],
    [
      "organizations.dependencyCounts",
      "ERRORS.GET_ENTITY_DEPENDECY_COUNTS_FAILED",
      () => env.client.run(Organizations.dependencyCounts(west)),
    ],
    [
      "organizations.create",
      "ERRORS.FAILED_TO_CREATE_ORGANIZATION",
      () => env.client.run(Organizations.save(child())),
    ],
  ] as const)("%s fails with %s", async (endpoint, key, run) => {
    env.sandbox.faults.set({ endpoint, status: 500 })
    const error = await failure(run())
    expect(error).toBeInstanceOf(AppError)
    expect(error.message).toBe(key)
  })

  it("ERR-5: a write whose outcome is unknown still reads the list afresh", async () => {
    await env.client.entities.list()
    env.sandbox.faults.set({ endpoint: "organizations.create", status: 503 })
    await failure(env.client.run(Organizations.save(child())))
    expect(env.calls.at(-1)).toBe("GET /entities?fromCache=false")
  })
})

describe("the sandbox control that adds organizations", () => {
  it("adds N under a parent, ten to a parent, over HTTP", async () => {
    const server = await startSandboxServer()
    try {
      const answer = await fetch(`${server.url}${CONTROL_PREFIX}/organizations`, {
        method: "POST",
        body: JSON.stringify({ parentId: 1000, count: 2000 }),
      })
      expect(await answer.json()).toEqual({ added: 2000, total: 2004 })
      const forest = Entities.entityForest(server.sandbox.db.state.entities)
      expect(forest.byId.get(acme)?.children).toHaveLength(13)
      expect(Math.max(...[...forest.byId.values()].map((node) => node.depth))).toBe(4)
      const refused = await fetch(`${server.url}${CONTROL_PREFIX}/organizations`, {
        method: "POST",
        body: JSON.stringify({ parentId: 42, count: 3 }),
      })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ message: "There is no organization 42" })
    } finally {
      await server.close()
    }
  })
})
