import { describe, expect, it } from "vitest"
import type { EntityId } from "./api/ids.js"
import { InFlight } from "./http/InFlight.js"
import { createClient } from "./sdk.js"

const options = (inFlight: InFlight, fetch: typeof globalThis.fetch = async () => Response.json([])) => ({
  apiHost: "https://api.test",
  apiKey: "key",
  inFlight,
  fetch,
})

describe("createClient", () => {
  it("counts its calls on the in-flight counter it is given (UI-3's progress bar reads it)", async () => {
    const inFlight = new InFlight()
    let seen: number | undefined
    const client = createClient(
      options(inFlight, async () => {
        seen = inFlight.getSnapshot()
        return Response.json([])
      }),
    )
    expect(client.inFlight).toBe(inFlight)
    expect(await client.messages.list(1000 as EntityId)).toEqual([])
    expect(seen).toBe(1)
    expect(inFlight.getSnapshot()).toBe(0)
    await client.dispose()
  })

  it("rejects every call once disposed", async () => {
    const client = createClient(options(new InFlight()))
    await client.dispose()
    await expect(client.messages.list(1000 as EntityId)).rejects.toMatchObject({ _tag: "AppError" })
  })
})
