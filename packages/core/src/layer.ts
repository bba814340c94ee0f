import { Cause, type Effect, Exit, Layer, type ManagedRuntime } from "effect"
import { SessionCaches } from "./cache/SessionCaches.js"
import { type AppError, appError } from "./errors/AppError.js"
import { ApiClient } from "./http/ApiClient.js"
import { ClientConfig } from "./http/ClientConfig.js"
import { InFlight } from "./http/InFlight.js"
import type { Transport } from "./http/transport.js"
import { KeyValueStorage, type KeyValueStorageShape, memoryStorage } from "./ports/KeyValueStorage.js"
import { memorySessionStore, SessionStore, type SessionStoreShape } from "./ports/SessionStore.js"
import { noTabs, TabChannel, type TabChannelShape } from "./ports/TabChannel.js"

export interface WellkitOptions {
  /** Base URL of the API, e.g. https://api.example.com */
  readonly apiHost: string
  readonly apiKey: string
  /** @default "0.1.0" */
  readonly appVersion?: string
  /** "user:password" for an optional Basic header. */
  readonly basicAuth?: string
  /** @default an in-memory store */
  readonly sessionStore?: SessionStoreShape
  /** @default a new counter */
  readonly inFlight?: InFlight
  readonly now?: () => Date
  readonly timeZone?: () => string
  /** Storage shared by the browser's tabs (localStorage). @default in memory */
  readonly storage?: KeyValueStorageShape
  /** The browser's other tabs, for sharing the session (SES-8, SES-9). @default none */
  readonly tabs?: TabChannelShape
  /** @default the host's global fetch */
  readonly fetch?: typeof globalThis.fetch
  /** How calls reach the network, when not through a fetch function (undici in the command line). */
  readonly transport?: Transport
}

/** Every service the SDK's areas need, for those who use Effect directly. */
export const wellkitLayer = (options: WellkitOptions) => {
  const sessionStore = options.sessionStore ?? memorySessionStore()
  const config = Layer.succeed(ClientConfig, {
    apiHost: options.apiHost,
    apiKey: options.apiKey,
    appVersion: options.appVersion ?? "0.1.0",
    basicAuth: options.basicAuth,
    authToken: () => sessionStore.get()?.account.authToken,
    inFlight: options.inFlight ?? new InFlight(),
    now: options.now,
    timeZone: options.timeZone,
  })
  const transport = options.transport
    ? ApiClient.layerOver(options.transport)
    : options.fetch
      ? ApiClient.layerWith(options.fetch)
      : ApiClient.layer
  return Layer.mergeAll(
    transport,
    Layer.succeed(SessionStore, sessionStore),
    Layer.succeed(KeyValueStorage, options.storage ?? memoryStorage()),
    Layer.succeed(TabChannel, options.tabs ?? noTabs),
  ).pipe(Layer.provideMerge(SessionCaches.layer), Layer.provideMerge(config))
}

export type WellkitServices = Layer.Layer.Success<ReturnType<typeof wellkitLayer>>
export type WellkitRuntime = ManagedRuntime.ManagedRuntime<WellkitServices, never>

/**
 * How the Promise SDK runs one of its Effect programs: resolves with its value, rejects with its AppError.
 * Aborting `signal` interrupts the program.
 */
export type Run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>, signal?: AbortSignal) => Promise<A>

/** Runs an effect and rejects with the AppError itself, not a wrapper. */
export const runWith =
  (runtime: WellkitRuntime): Run =>
  async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, { signal })
    if (Exit.isSuccess(exit)) return exit.value
    const failure = Cause.failureOption(exit.cause)
    if (failure._tag === "Some") throw failure.value
    throw appError({ message: "ERRORS.GENERIC_ERROR_MESSAGE", originalError: Cause.pretty(exit.cause) })
  }
