/**
 * What the server that hosts the portal tells it at startup (/config.json).
 * Checked by hand rather than with Effect's Schema: the sign-in page renders
 * before the SDK (and Effect with it) has loaded, to keep its JavaScript small.
 */
export interface PortalConfig {
  readonly apiHost: string
  readonly apiKey: string
  readonly basicAuth?: string | undefined
  readonly supportPhone?: string | undefined
  readonly supportEmail?: string | undefined
  /** A chat provider's page; without one the chat button offers phone, e-mail and the contact form. */
  readonly chatUrl?: string | undefined
  /** Application Insights; without it errors are reported to the console (ERR-4). */
  readonly monitoringConnectionString?: string | undefined
}

const KEYS = new Set([
  "apiHost",
  "apiKey",
  "basicAuth",
  "supportPhone",
  "supportEmail",
  "chatUrl",
  "monitoringConnectionString",
])

export type ConfigResult =
  | { readonly ok: true; readonly config: PortalConfig }
  | { readonly ok: false; readonly reason: string }

export const parseConfig = (json: unknown): ConfigResult => {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, reason: "config.json is not an object" }
  const fields = json as Record<string, unknown>
  const problem = Object.entries(fields).find(([key, value]) => KEYS.has(key) && typeof value !== "string")
  if (problem) return { ok: false, reason: `config.json: ${problem[0]} is not text` }
  const text = (key: string) => (typeof fields[key] === "string" ? fields[key] : undefined)
  const apiHost = text("apiHost")
  const apiKey = text("apiKey")
  if (!apiHost) return { ok: false, reason: "config.json: apiHost is missing" }
  if (!apiKey) return { ok: false, reason: "config.json: apiKey is missing" }
  return {
    ok: true,
    config: {
      apiHost,
      apiKey,
      basicAuth: text("basicAuth"),
      supportPhone: text("supportPhone"),
      supportEmail: text("supportEmail"),
      chatUrl: text("chatUrl"),
      monitoringConnectionString: text("monitoringConnectionString"),
    },
  }
}

export const loadConfig = async (fetcher: typeof fetch = fetch): Promise<ConfigResult> => {
  try {
    const response = await fetcher("/config.json", { cache: "no-store" })
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` }
    return parseConfig(await response.json())
  } catch (error) {
    return { ok: false, reason: (error as Error).message }
  }
}
