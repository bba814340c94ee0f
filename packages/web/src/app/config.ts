import { Either, Schema } from "effect"

/** What the server that hosts the portal tells it at startup (/config.json). */
export const PortalConfig = Schema.Struct({
  apiHost: Schema.String.pipe(Schema.nonEmptyString()),
  apiKey: Schema.String.pipe(Schema.nonEmptyString()),
  basicAuth: Schema.optional(Schema.String),
  supportPhone: Schema.optional(Schema.String),
  supportEmail: Schema.optional(Schema.String),
  /** A chat provider's page; without one the chat button offers phone, e-mail and the contact form. */
  chatUrl: Schema.optional(Schema.String),
  /** Application Insights; without it errors are reported to the console (ERR-4). */
  monitoringConnectionString: Schema.optional(Schema.String),
})
export type PortalConfig = typeof PortalConfig.Type

export type ConfigResult =
  | { readonly ok: true; readonly config: PortalConfig }
  | { readonly ok: false; readonly reason: string }

export const loadConfig = async (fetcher: typeof fetch = fetch): Promise<ConfigResult> => {
  try {
    const response = await fetcher("/config.json", { cache: "no-store" })
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` }
    const decoded = Schema.decodeUnknownEither(PortalConfig)(await response.json())
    return Either.isRight(decoded)
      ? { ok: true, config: decoded.right }
      : { ok: false, reason: "invalid config.json" }
  } catch (error) {
    return { ok: false, reason: (error as Error).message }
  }
}
