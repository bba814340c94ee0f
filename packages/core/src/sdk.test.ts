import { Effect, Scheduler } from "effect"
import { describe, expect, it } from "vitest"
import type { EntityId } from "./api/ids.js"
import { ClientConfig } from "./http/ClientConfig.js"
import { InFlight } from "./http/InFlight.js"
import { createClient, startClient } from "./sdk.js"
import { taskSlices } from "./task-slices.js"

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
  it("builds on the scheduler it is given, and runs the client's calls on it", async () => {
    const { counted, scheduler } = counting()
    const inFlight = new InFlight()
    const client = await startClient(options(inFlight), scheduler)
    const duringBuild = counted.tasks
    expect(duringBuild).toBeGreaterThan(0)
    expect(await client.messages.list(1000 as EntityId)).toEqual([])
    expect(counted.tasks).toBeGreaterThan(duringBuild)
    expect(client.inFlight).toBe(inFlight)
    await client.dispose()
  })

  it("on task slices, a call made by a task that has given its slice already starts after it", async () => {
    let fetched = 0
    let clock = 0
    const client = await startClient(
      {
        ...options(new InFlight()),
        fetch: async () => {
          fetched += 1
          return Response.json([])
        },
      },
      taskSlices(3, () => clock),
    )
    // Work of 4 ms in this task (a React commit's other effects, say), then the call.
    void client.run(Effect.sync(() => (clock += 4)))
    const answer = client.messages.list(1000 as EntityId)
    expect(fetched).toBe(0)
    expect(await answer).toEqual([])
    expect(fetched).toBe(1)
    await client.dispose()
  })

  it("is built already: a screen reads from it at once, and long, while the slices run out", async () => {
    let clock = 0
    const client = await startClient(
      options(new InFlight()),
      taskSlices(3, () => clock),
    )
    expect(client.runtime.runSync(Effect.map(ClientConfig, (config) => config.apiKey))).toBe("key")
    const steps = Array.from({ length: 5000 }, () => Effect.sync(() => (clock += 1)))
    expect(client.runtime.runSync(Effect.all(steps))).toHaveLength(5000)
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
