import { resolve } from "node:path"
import { DEMO_PASSWORD, demoLogins, SANDBOX_API_KEY, startSandboxServer } from "@wellkit/testkit"
import { startPortalServer } from "../server/portal-server.js"

/**
 * Starts the portal. Without WELLKIT_API_HOST it also starts the sandbox API
 * (state kept in .sandbox-data.json at the repository root).
 */
const repoRoot = resolve(import.meta.dirname, "../../..")
const apiHost = process.env.WELLKIT_API_HOST
const port = Number(process.env.WELLKIT_PORT ?? 5173)
const supportPhone = process.env.WELLKIT_SUPPORT_PHONE ?? "1-800-555-0199"

const api = apiHost
  ? undefined
  : await startSandboxServer({
      port: Number(process.env.WELLKIT_SANDBOX_PORT ?? 4010),
      dataFile: process.env.WELLKIT_SANDBOX_DATA ?? resolve(repoRoot, ".sandbox-data.json"),
    })

if (apiHost && !process.env.WELLKIT_API_KEY) {
  console.error("WELLKIT_API_HOST is set but WELLKIT_API_KEY is not: set both to use a real API.")
  process.exit(2)
}

const portal = await startPortalServer({
  distDir: resolve(import.meta.dirname, "../dist"),
  port,
  config: {
    apiHost: apiHost ?? (api?.url as string),
    apiKey: apiHost ? (process.env.WELLKIT_API_KEY as string) : SANDBOX_API_KEY,
    basicAuth: process.env.WELLKIT_BASIC_AUTH,
    supportPhone,
    supportEmail: process.env.WELLKIT_SUPPORT_EMAIL ?? "support@wellkit.test",
    chatUrl: process.env.WELLKIT_CHAT_URL,
    monitoringConnectionString: process.env.WELLKIT_APPINSIGHTS_CONNECTION_STRING,
  },
})

console.log("")
console.log(`  wellkit portal:  ${portal.url}`)
if (api) {
  console.log(
    `  sandbox API:     ${api.url}  (state in ${process.env.WELLKIT_SANDBOX_DATA ?? ".sandbox-data.json"}; delete it to start over)`,
  )
  console.log(`  e-mails it would send (invitations, reset links): ${api.url}/__sandbox/outbox`)
  console.log(`  demo logins, password ${DEMO_PASSWORD}:`)
  for (const login of demoLogins) console.log(`    ${login.emailAddress.padEnd(22)} ${login.role}`)
} else {
  console.log(`  API:             ${apiHost}`)
}
console.log("")
console.log("  Ctrl-C stops it.")

const stop = async () => {
  await portal.close()
  await api?.close()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
