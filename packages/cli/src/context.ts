import { type AppError, createClient, presentError } from "@wellkit/core"
import en from "@wellkit/web/i18n/en.json" with { type: "json" }
import { ExitCode } from "./exit-codes.js"
import { fileSessionStore } from "./session-file.js"

export const SANDBOX_HOST = "http://127.0.0.1:4010"
export const SANDBOX_KEY = "sandbox-key"

export interface GlobalOptions {
  readonly apiHost?: string
  readonly apiKey?: string
  readonly json?: boolean
}

/** Flags first, then WELLKIT_API_HOST / WELLKIT_API_KEY, then the local sandbox. */
export const resolveApi = (options: GlobalOptions, env: NodeJS.ProcessEnv = process.env) => {
  const apiHost = options.apiHost ?? env.WELLKIT_API_HOST ?? SANDBOX_HOST
  const apiKey = options.apiKey ?? env.WELLKIT_API_KEY ?? (apiHost === SANDBOX_HOST ? SANDBOX_KEY : undefined)
  return { apiHost, apiKey }
}

export const makeContext = (options: GlobalOptions) => {
  const { apiHost, apiKey } = resolveApi(options)
  if (!apiKey) {
    throw new UsageError("No API key: pass --api-key or set WELLKIT_API_KEY.")
  }
  const sessionStore = fileSessionStore(apiHost)
  const client = createClient({
    apiHost,
    apiKey,
    basicAuth: process.env.WELLKIT_BASIC_AUTH,
    sessionStore,
  })
  return { apiHost, client, sessionStore }
}

export class UsageError extends Error {}

const lookup = (key: string): string | undefined => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en)
  return typeof value === "string" ? value : undefined
}

/** The catalogue's text for an error, with the detail on its own line. */
export const errorText = (error: AppError): string => {
  const presented = presentError(error, lookup)
  return [`${presented.title}: ${presented.body}`, presented.detail].filter(Boolean).join("\n  ")
}

export const exitCodeFor = (error: AppError): ExitCode =>
  error.status === 401 || error.status === 481 ? ExitCode.auth : ExitCode.server
