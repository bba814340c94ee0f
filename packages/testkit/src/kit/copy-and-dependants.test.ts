import { ActivityDefinitions, type EntityId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "../harness.js"

/**
 * Two kit capabilities, with activity definitions as the example: a resource
 * that `copies` (into its own organization or another), and writes the API
 * refuses because other records depend on a record (ADM-13: 409).
 */
const acme = 1000 as EntityId
const west = 1001 as EntityId
let env: ReturnType<typeof inProcessSandbox>
const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

const byName = async (entityId: EntityId, name: string) => {
  const found = (await run(ActivityDefinitions.list(entityId))).find((row) => row.name === name)
  if (!found) throw new Error(`${entityId} has no “${name}”`)
  return found
}

describe("copy into an organization", () => {
  it("ADM-2, ADM-3, ERR-6: a copy beside the original is named apart, opens, and its list is fetched again", async () => {
    const gym = await byName(acme, "Gym session")
    env.sandbox.requests.length = 0
    const copied = await run(ActivityDefinitions.copy(acme, gym.activityDefinitionId, acme))
    expect(env.sandbox.requests).toEqual([
      `POST /entities/1000/activityDefinitions/${gym.activityDefinitionId}/copy`,
      "GET /entities/1000/activityDefinitions",
    ])
    expect(copied.result).toMatchObject({ name: "Gym session (copy)", entityId: 1000, unit: "minutes" })
    expect(copied.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.ACTIVITY_COPIED" })
    expect(copied.redirect).toEqual({
      path: `/noap/admin/activityDefinitions/${copied.result.activityDefinitionId}`,
      params: { entityId: "1000" },
      replace: false,
    })
    const again = await run(ActivityDefinitions.copy(acme, gym.activityDefinitionId, acme))
    expect(again.result.name).toBe("Gym session (copy 2)")
  })

  it("ADM-3: a copy into another organization keeps its name there and fetches both lists again", async () => {
    const screening = await byName(acme, "Annual biometric screening")
    env.sandbox.requests.length = 0
    const copied = await run(ActivityDefinitions.copy(acme, screening.activityDefinitionId, west))
    expect(copied.result).toMatchObject({ name: "Annual biometric screening", entityId: 1001 })
    // What depends on the original does not depend on its copy.
    expect(copied.result.usedBy ?? 0).toBe(0)
    expect([...env.sandbox.requests].sort()).toEqual(
      [
        `POST /entities/1000/activityDefinitions/${screening.activityDefinitionId}/copy`,
        "GET /entities/1000/activityDefinitions",
        "GET /entities/1001/activityDefinitions",
      ].sort(),
    )
    expect(copied.redirect?.params).toEqual({ entityId: "1001" })
  })

  it("a copy into an organization that does not exist, or that the user may not see, is refused as not found", async () => {
    const gym = await byName(acme, "Gym session")
    const error = await run(ActivityDefinitions.copy(acme, gym.activityDefinitionId, 9999 as EntityId)).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ status: 404 })
  })
})

describe("ADM-13: a definition other records depend on", () => {
  it("keeps what they count on: changing its unit is refused in the spec's words; its name may change", async () => {
    const gym = await run(
      ActivityDefinitions.get(acme, (await byName(acme, "Gym session")).activityDefinitionId),
    )
    const refused = await run(ActivityDefinitions.save({ ...gym, unit: "sessions" })).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 409, message: "ERRORS.SAVE_ACTIVITY_DEFINITION_FAILED_DEPS" })
    const renamed = await run(ActivityDefinitions.save({ ...gym, name: "Gym visit" }))
    expect(renamed.result).toMatchObject({ name: "Gym visit", unit: "minutes" })
  })

  it("cannot be deleted; one nothing depends on can", async () => {
    const gym = await byName(acme, "Gym session")
    const refused = await run(ActivityDefinitions.remove(acme, gym.activityDefinitionId)).catch(
      (e: unknown) => e,
    )
    expect(refused).toMatchObject({ status: 409, message: "ERRORS.DELETE_ACTIVITY_DEFINITION_FAILED_DEPS" })
    const fruit = await byName(acme, "Fruit and vegetables")
    await run(ActivityDefinitions.remove(acme, fruit.activityDefinitionId))
    expect((await run(ActivityDefinitions.list(acme))).map((row) => row.name)).not.toContain(
      "Fruit and vegetables",
    )
  })
})
