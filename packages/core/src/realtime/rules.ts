import { AbortError, HttpError, TimeoutError } from "@microsoft/signalr"
import { HUB_PATH } from "../api/Realtime.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { ErrorKey } from "../errors/catalogue.js"
import { resolveUrl } from "../http/params.js"
import { redactTokens } from "../http/redact.js"
import { AdminType } from "../navigation/home.js"

/** RT-2: the hub is for organization admins (adminType 8); decision for "a further condition": a signed-in session. */
export const shouldConnect = (adminType: number | undefined): boolean =>
  adminType === AdminType.organizationAdmin

/** RT-2: a failed start is tried 3 more times, 3 s apart. */
export const START_RETRIES = 3
export const START_RETRY_DELAY_MS = 3000
/** RT-3: then stop. */
export const RECONNECT_DELAYS_MS = [0, 1000, 2000, 5000, 10000, 30000] as const
/** RT-5 */
export const SERVER_TIMEOUT_MS = 30_000
export const KEEP_ALIVE_MS = 15_000

/** RT-3 */
export type HubState = "Disconnected" | "Connecting" | "Connected" | "Disconnecting" | "Reconnecting"

/** RT-1: the hub URL carries apiKey and authToken. */
export const hubUrl = (apiHost: string, apiKey: string, authToken: string): string => {
  const query = new URLSearchParams({ apiKey, authToken })
  return `${resolveUrl(apiHost, HUB_PATH)}?${query}`
}

const classes: ReadonlyArray<readonly [new (...args: never[]) => Error, ErrorKey]> = [
  [HttpError, "ERRORS.HUB_STATUS_CODE"],
  [TimeoutError, "ERRORS.HUB_TIMEOUT"],
  [AbortError, "ERRORS.HUB_ABORTED"],
]

/** The transport errors are not exported as classes; they name themselves in `errorType`. */
const byName: Readonly<Record<string, ErrorKey>> = {
  HttpError: "ERRORS.HUB_STATUS_CODE",
  TimeoutError: "ERRORS.HUB_TIMEOUT",
  AbortError: "ERRORS.HUB_ABORTED",
  UnsupportedTransportError: "ERRORS.HUB_UNSUPPORTED_TRANSPORT",
  DisabledTransportError: "ERRORS.HUB_DISABLED_TRANSPORT",
  FailedToStartTransportError: "ERRORS.HUB_FAILED_TO_START_TRANSPORT",
  FailedToNegotiateWithServerError: "ERRORS.HUB_FAILED_NEGOTIATION",
}

/** RT-4: which of the client's error kinds this is; an aggregate is named by its first cause. */
export const hubErrorKey = (error: unknown): ErrorKey => {
  const inner = (error as { innerErrors?: ReadonlyArray<unknown> } | null)?.innerErrors
  if (Array.isArray(inner) && inner.length > 0) return hubErrorKey(inner[0])
  for (const [kind, key] of classes) if (error instanceof kind) return key
  const named = (error ?? {}) as { errorType?: string; name?: string }
  return byName[named.errorType ?? ""] ?? byName[named.name ?? ""] ?? "ERRORS.HUB_FAILED_NEGOTIATION"
}

/** RT-4: each kind of client error is shown with its own message; the URL's tokens never are. */
export const hubError = (error: unknown): AppError => {
  const text = error instanceof Error ? error.message : String(error)
  // A refused negotiate arrives wrapped, its status only in the text: "Status code '401'".
  const quoted = /Status code '(\d{3})'/.exec(text)?.[1]
  const status = error instanceof HttpError ? error.statusCode : quoted ? Number(quoted) : undefined
  return appError({
    type: "toast",
    level: "warning",
    message: hubErrorKey(error),
    status,
    originalError: { tag: "HubError", detail: redactTokens(text) },
  })
}
