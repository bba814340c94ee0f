import { type EntityId, type VoyageTemplateId, VoyageTemplates } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "../harness.js"

/**
 * K2: a resource whose list holds summaries reads one record by its own call,
 * through its record cache; writes keep that cache true. Voyage templates are
 * the example (their spec has "get one (id, entity)").
 */
const acme = 1000 as EntityId
const first = 1 as VoyageTemplateId
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

describe("K2: one record by its own call", () => {
  it("reads the record without the list, once; the list holds summaries without its words", async () => {
    const template = await env.client.run(VoyageTemplates.get(acme, first))
    expect(template).toMatchObject({ voyageTemplateId: 1, name: "Heart health in 12 weeks" })
    expect(template.welcome).toContain("Welcome aboard")
    await env.client.run(VoyageTemplates.get(acme, first))
    expect(env.sandbox.requests).toEqual(["GET /entities/1000/voyageTemplates/1"])

    const summaries = await env.client.run(VoyageTemplates.list(acme))
    expect(summaries[0]).not.toHaveProperty("welcome")
  })

  it("a save is what the record's page shows next, without asking again; a delete forgets it", async () => {
    const template = await env.client.run(VoyageTemplates.get(acme, first))
    await env.client.run(VoyageTemplates.save({ ...template, weeks: 13 }))
    env.sandbox.requests.length = 0
    expect(await env.client.run(VoyageTemplates.get(acme, first))).toMatchObject({ weeks: 13 })
    expect(env.sandbox.requests).toEqual([])

    await env.client.run(VoyageTemplates.remove(acme, first))
    const gone = await env.client.run(VoyageTemplates.get(acme, first)).catch((e: unknown) => e)
    expect(gone).toMatchObject({ status: 404, message: "ERRORS.GET_VOYAGE_TEMPLATE_FAILED" })
  })

  it("a record of another organization is not found where the address says", async () => {
    const error = await env.client.run(VoyageTemplates.get(1001 as EntityId, first)).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, message: "ERRORS.GET_VOYAGE_TEMPLATE_FAILED" })
  })
})
