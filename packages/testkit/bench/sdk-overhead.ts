import { spawn } from "node:child_process"
import { once } from "node:events"
import { performance } from "node:perf_hooks"
import { createClient, type EntityId, type MessageHeaderId } from "@wellkit/core"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "../src/seed.js"

/** The sandbox runs in its own process, as a real API would, so it does not share the client's thread. */
const startSandboxProcess = async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/bin/sandbox.ts", "--port", "0"], {
    cwd: new URL("..", import.meta.url).pathname,
    stdio: ["ignore", "pipe", "inherit"],
  })
  let output = ""
  while (!/sandbox API: (\S+)/.test(output)) {
    const [chunk] = (await once(child.stdout, "data")) as [Buffer]
    output += chunk.toString()
  }
  const url = output.match(/sandbox API: (\S+)/)?.[1] as string
  return { url, close: async () => void child.kill() }
}

/**
 * SDK call overhead: 1,000 GETs of one message through the SDK (params, schema
 * decoding, error mapping, in-flight counting) against 1,000 raw fetch + JSON.parse
 * calls to the same sandbox server. Prints figures; never fails on timing.
 */
const CALLS = 1000
const ROUNDS = 5
const server = await startSandboxProcess()
const client = createClient({ apiHost: server.url, apiKey: SANDBOX_API_KEY })
const session = await client.session.login({ username: "staff@wellkit.test", password: DEMO_PASSWORD })
const entityId = 1000 as EntityId
const messageHeaderId = 1 as MessageHeaderId
const rawUrl = `${server.url}/entities/1000/messages/1?${new URLSearchParams({
  apiKey: SANDBOX_API_KEY,
  authToken: session.account.authToken,
  locale: "en_US",
  tzoffset: String(new Date().getTimezoneOffset()),
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  v: "0.1.0",
})}`

const viaSdk = () => client.messages.get(entityId, messageHeaderId)
const viaFetch = async () => (await fetch(rawUrl)).json()

const time = async (call: () => Promise<unknown>, count: number) => {
  const started = performance.now()
  for (let index = 0; index < count; index++) await call()
  return performance.now() - started
}

await time(viaSdk, 100)
await time(viaFetch, 100)
let sdkMs = 0
let fetchMs = 0
// Alternating rounds spread machine noise over both sides.
for (let round = 0; round < ROUNDS; round++) {
  sdkMs += await time(viaSdk, CALLS / ROUNDS)
  fetchMs += await time(viaFetch, CALLS / ROUNDS)
}

const perCall = (ms: number) => `${((ms / CALLS) * 1000).toFixed(0)} µs/call`
console.log(`SDK call overhead, ${CALLS} GETs each against the sandbox HTTP server on 127.0.0.1`)
console.log(`  raw fetch: ${fetchMs.toFixed(0)} ms (${perCall(fetchMs)})`)
console.log(`  SDK:       ${sdkMs.toFixed(0)} ms (${perCall(sdkMs)})`)
console.log(`  ratio SDK / raw fetch: ${(sdkMs / fetchMs).toFixed(2)}x (target <= 1.2x)`)
await client.dispose()
await server.close()
