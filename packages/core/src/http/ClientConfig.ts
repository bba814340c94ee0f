import { Context } from "effect"
import type { InFlight } from "./InFlight.js"

/** Where the API is and how to identify the app to it. */
export interface ClientConfigShape {
  /** Base URL of the API, e.g. https://api.example.com. */
  readonly apiHost: string
  readonly apiKey: string
  /** Sent as `v` on every call. */
  readonly appVersion: string
  /** "user:password" for the optional Basic header (HTTP-3). */
  readonly basicAuth?: string | undefined
  /** The signed-in user's token, read on every call (session storage in the browser). */
  readonly authToken: () => string | undefined
  readonly inFlight: InFlight
  /** Defaults to the host's clock and zone; tests pin them. */
  readonly now?: () => Date
  readonly timeZone?: () => string
}

export class ClientConfig extends Context.Tag("wellkit/ClientConfig")<ClientConfig, ClientConfigShape>() {}
