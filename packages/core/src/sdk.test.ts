import { Effect, Scheduler } from "effect"
import { describe, expect, it } from "vitest"
import type { EntityId } from "./api/ids.js"
import { ClientConfig } from "./http/ClientConfig.js"
import { InFlight } from "./http/InFlight.js"
import { createClient, startClient } from "./sdk.js"

const options = (inFlight: InFlight) => ({
  apiHost: "https://api.test",
  apiKey: "key",
  inFlight,
  fetch: async () => Response.json([]),
})

/** A scheduler that runs each task at once and counts them. */
const counting = () => {
  const counted = { tasks: 0 }
  const scheduler = Scheduler.make((task) => {
    counted.tasks += 1
    task()
  })
  return { counted, scheduler }
}

describe("startClient: the client with its services built before it is handed over (issue 23)", () => {
  it("builds on the scheduler it is given, and the client's calls then run on Effect's own", async () => {
    const { counted, scheduler } = counting()
    const inFlight = new InFlight()
    const client = await startClient(options(inFlight), scheduler)
    const duringBuild = counted.tasks
    expect(duringBuild).toBeGreaterThan(0)
    expect(await client.messages.list(1000 as EntityId)).toEqual([])
    expect(counted.tasks).toBe(duringBuild)
    expect(client.inFlight).toBe(inFlight)
    await client.dispose()
  })

  it("is built already: a screen can read from it at once, without waiting", async () => {
    const client = await startClient(options(new InFlight()), counting().scheduler)
    expect(client.runtime.runSync(Effect.map(ClientConfig, (config) => config.apiKey))).toBe("key")
    await client.dispose()
  })

  it("rejects every call once disposed, as createClient's client does", async () => {
    for (const client of [
      await startClient(options(new InFlight()), counting().scheduler),
      createClient(options(new InFlight())),
    ]) {
      await client.dispose()
      await expect(client.messages.list(1000 as EntityId)).rejects.toMatchObject({ _tag: "AppError" })
    }
  })
})
