import { spawn } from "node:child_process"
import { once } from "node:events"
import { performance } from "node:perf_hooks"
import { createClient, type EntityId, type MessageHeaderId } from "@wellkit/core"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "@wellkit/testkit"
import { Agent, request } from "undici"
import { networkAgent, undiciTransport } from "../src/http/undici-transport.js"

/** The sandbox runs in its own process, as a real API would, so it does not share the client's thread. */
const startSandboxProcess = async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/bin/sandbox.ts", "--port", "0"], {
    cwd: new URL("../../testkit/", import.meta.url).pathname,
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
 * One call, four ways, against one sandbox process: 1,000 sequential GETs of
 * one message with raw global fetch, raw undici.request, the SDK over fetch
 * (the portal's way) and the SDK over undici (the command line's way). The
 * SDK adds the spec's params, the contract's encoding of the request and its
 * check of the answer (HTTP-9), error mapping and in-flight counting. Prints
 * figures; never fails on timing.
 */
const CALLS = 1000
const ROUNDS = 10
const server = await startSandboxProcess()
const overFetch = createClient({ apiHost: server.url, apiKey: SANDBOX_API_KEY })
const overUndici = createClient({
  apiHost: server.url,
  apiKey: SANDBOX_API_KEY,
  transport: undiciTransport(networkAgent()),
})
const signIn = { username: "staff@wellkit.test", password: DEMO_PASSWORD }
const session = await overFetch.session.login(signIn)
await overUndici.session.login(signIn)
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
const keptAlive = new Agent()

const variants = {
  "raw fetch": async () => (await fetch(rawUrl)).json(),
  "raw undici.request": async () => (await request(rawUrl, { dispatcher: keptAlive })).body.json(),
  "SDK over fetch": () => overFetch.messages.get(entityId, messageHeaderId),
  "SDK over undici": () => overUndici.messages.get(entityId, messageHeaderId),
} satisfies Record<string, () => Promise<unknown>>
type Variant = keyof typeof variants

const time = async (call: () => Promise<unknown>, count: number) => {
  const started = performance.now()
  for (let index = 0; index < count; index++) await call()
  return performance.now() - started
}

const names = Object.keys(variants) as Array<Variant>
for (const name of names) await time(variants[name], 200)
const rounds = Object.fromEntries(names.map((name) => [name, [] as Array<number>])) as Record<
  Variant,
  Array<number>
>
// Rounds in turn, each starting with another variant, spread the machine's noise over all four;
// a round's ratios compare variants run moments apart, so drift between rounds cancels out.
for (let round = 0; round < ROUNDS; round++)
  for (let step = 0; step < names.length; step++) {
    const name = names[(round + step) % names.length] as Variant
    rounds[name].push(await time(variants[name], CALLS / ROUNDS))
  }

const sum = (values: ReadonlyArray<number>) => values.reduce((total, value) => total + value, 0)
const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
const base = rounds["raw fetch"]
console.log(`HTTP, ${CALLS} sequential GETs each against one sandbox process on 127.0.0.1`)
console.log(
  `  ${"".padEnd(20)} ${"total".padStart(8)} ${"per call".padStart(11)}  vs raw fetch: overall, median of ${ROUNDS} rounds`,
)
for (const name of names) {
  const total = sum(rounds[name])
  const perRound = median(rounds[name].map((ms, round) => ms / (base[round] as number)))
  console.log(
    `  ${name.padEnd(20)} ${total.toFixed(0).padStart(5)} ms ${((total / CALLS) * 1000).toFixed(0).padStart(6)} µs  ${(total / sum(base)).toFixed(2)}x, ${perRound.toFixed(2)}x`,
  )
}
console.log("  targets: SDK over fetch <= 1.20x raw fetch; SDK over undici < 1.00x raw fetch")
await Promise.all([overFetch.dispose(), overUndici.dispose(), keptAlive.close()])
await server.close()
