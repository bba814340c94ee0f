import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createClient, type EntityId, type MessageInput } from "@wellkit/core"
import { expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { CONTROL_PREFIX, startSandboxServer } from "./server.js"

const login = async (url: string) => {
  const client = createClient({ apiHost: url, apiKey: SANDBOX_API_KEY })
  await client.session.login({ username: "staff@wellkit.test", password: DEMO_PASSWORD })
  return client
}

it("serves the contract over real HTTP, with faults set through its control plane", async () => {
  const server = await startSandboxServer()
  try {
    const client = await login(server.url)
    await fetch(`${server.url}${CONTROL_PREFIX}/faults`, {
      method: "POST",
      body: JSON.stringify({ endpoint: "session.login", status: 481, statusText: "Locked for the test" }),
    })
    const locked = await fetch(`${server.url}/session/login?apiKey=${SANDBOX_API_KEY}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "staff@wellkit.test", password: DEMO_PASSWORD }),
    })
    expect(locked.status).toBe(481)
    expect(locked.statusText).toBe("Locked for the test")
    expect(await locked.text()).toBe("Locked for the test")
    const bad = await fetch(`${server.url}${CONTROL_PREFIX}/faults`, { method: "POST", body: "{" })
    expect(bad.status).toBe(400)
    expect((await client.messages.list(1000 as EntityId)).length).toBe(5)
    await client.dispose()
  } finally {
    await server.close()
  }
})

it("--data keeps what a user created across a restart, written atomically", async () => {
  const dataFile = join(mkdtempSync(join(tmpdir(), "wellkit-")), "state.json")
  const first = await startSandboxServer({ dataFile })
  const client = await login(first.url)
  await client.messages.save({
    messageId: "KEPT",
    ownerEntityId: 1000,
    ownerTypeId: 1,
    name: "Kept",
    body: "",
    channel: "email",
    eventId: null,
    eventActionId: null,
    isActive: true,
  } as unknown as MessageInput)
  await client.dispose()
  await first.close()
  expect(
    JSON.parse(readFileSync(dataFile, "utf8")).messages.some(
      (m: { messageId: string }) => m.messageId === "KEPT",
    ),
  ).toBe(true)
  const second = await startSandboxServer({ dataFile })
  const again = await login(second.url)
  expect((await again.messages.list(1000 as EntityId)).map((m) => m.messageId)).toContain("KEPT")
  await again.dispose()
  await second.close()
})
