import { Effect, Schedule } from "effect"
import type { HubState } from "./rules.js"
import { START_RETRIES, START_RETRY_DELAY_MS } from "./rules.js"

/**
 * What the manager needs of a SignalR connection; the real one is an adapter
 * over @microsoft/signalr's HubConnection, tests use a fake.
 */
export interface HubPort {
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
  readonly state: () => HubState
  readonly on: (method: string, handler: (...args: Array<unknown>) => void) => void
  readonly onReconnecting: (handler: (error?: Error) => void) => void
  readonly onReconnected: (handler: () => void) => void
  readonly onClose: (handler: (error?: Error) => void) => void
}

/** RT-2: starts the connection, trying 3 more times 3 s apart; the last failure is returned. */
export const startWithRetry = (hub: HubPort, onAttemptFailed: (error: unknown) => void = () => {}) =>
  Effect.tryPromise({ try: () => hub.start(), catch: (error) => error }).pipe(
    Effect.tapError((error) => Effect.sync(() => onAttemptFailed(error))),
    Effect.retry(
      Schedule.spaced(START_RETRY_DELAY_MS).pipe(Schedule.intersect(Schedule.recurs(START_RETRIES))),
    ),
  )
