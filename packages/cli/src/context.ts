import { type AppError, createClient, presentError } from "@wellkit/core"
import en from "@wellkit/core/texts/en.json" with { type: "json" }
import { apiTarget, type GlobalOptions, notSignedIn } from "./api-target.js"
import { ExitCode } from "./exit-codes.js"
import { networkAgent, undiciTransport } from "./http/undici-transport.js"
import { fileSessionStore } from "./session-file.js"
import { SANDBOX_HOST, SANDBOX_KEY, UsageError } from "./settings.js"

export { AuthError, type GlobalOptions, resolveApi } from "./api-target.js"
export { SANDBOX_HOST, SANDBOX_KEY, UsageError }

export const makeContext = (options: GlobalOptions) => {
  const { apiHost, apiKey } = apiTarget(options)
  const sessionStore = fileSessionStore(apiHost)
  // The SDK's calls and the hub's go through this one undici agent.
  const transport = undiciTransport(networkAgent())
  const basicAuth = process.env.WELLKIT_BASIC_AUTH
  const client = createClient({
    apiHost,
    apiKey,
    basicAuth,
    sessionStore,
    transport,
  })
  return { apiHost, apiKey, basicAuth, client, sessionStore, transport }
}

const lookup = (key: string): string | undefined => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en)
  return typeof value === "string" ? value : undefined
}

/** The catalogue's text for an error, with the detail on its own line. */
export const errorText = (error: AppError): string => {
  const presented = presentError(error, lookup)
  // A title that is a sentence already ("The sync request could not be deleted.") takes no colon.
  const lead = presented.title.endsWith(".") ? `${presented.title} ` : `${presented.title}: `
  return [`${lead}${presented.body}`, presented.detail].filter(Boolean).join("\n  ")
}

export const exitCodeFor = (error: AppError): ExitCode =>
  error.status === 401 || error.status === 481 ? ExitCode.auth : ExitCode.server

/** Commands other than login need a stored session; without one they stop before calling the API. */
export const requireSession = (context: ReturnType<typeof makeContext>) => {
  const session = context.sessionStore.get()
  if (!session) throw notSignedIn(context.apiHost)
  return session
}
