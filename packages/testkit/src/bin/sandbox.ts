import { parseArgs } from "node:util"
import { DEMO_PASSWORD, demoLogins, SANDBOX_API_KEY } from "../demo.js"
import { startSandboxServer } from "../server.js"

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.WELLKIT_SANDBOX_PORT ?? "4010" },
    data: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
})

if (values.help) {
  console.log(`wellkit sandbox: a stateful fake of the wellkit API on 127.0.0.1

  --port N       port to listen on (default 4010; 0 picks a free one)
  --data FILE    keep state in FILE (JSON, written atomically) so a restart keeps it
`)
  process.exit(0)
}

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number between 0 and 65535, not "${values.port}"`)
  process.exit(2)
}

const server = await startSandboxServer({ port, dataFile: values.data })
console.log(`wellkit sandbox API: ${server.url}  (apiKey ${SANDBOX_API_KEY})`)
console.log(`State: ${values.data ? values.data : "in memory (use --data FILE to keep it)"}`)
console.log(`Demo logins (password ${DEMO_PASSWORD}):`)
for (const login of demoLogins) console.log(`  ${login.emailAddress.padEnd(22)} ${login.role}`)
const stop = () => server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
