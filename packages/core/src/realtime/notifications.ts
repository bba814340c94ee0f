import { Effect, Either, Schema } from "effect"
import {
  BATCH_UPLOAD_NOTIFICATION,
  type BatchUploadNotification,
  BatchUploadNotificationText,
} from "../api/Realtime.js"
import { type AppError, appError } from "../errors/AppError.js"
import { type HubPort, startWithRetry } from "./Hub.js"
import { type HubState, hubError } from "./rules.js"

export interface NotificationHandlers {
  readonly onNotification: (notification: BatchUploadNotification) => void
  readonly onState: (state: HubState) => void
  readonly onError: (error: AppError) => void
  /** After a reconnect or a close: fetch over REST whatever may have been pushed meanwhile. */
  readonly onResync: () => void
}

const decodeNotification = Schema.decodeUnknownEither(BatchUploadNotificationText)

/**
 * RT-1..4: listens for batch-upload notifications, reports every state change
 * and every client error, and asks for a resync after each reconnect or close.
 */
export const connectNotifications = (hub: HubPort, handlers: NotificationHandlers) =>
  Effect.gen(function* () {
    hub.on(BATCH_UPLOAD_NOTIFICATION, (text) => {
      const decoded = decodeNotification(text)
      if (Either.isRight(decoded)) handlers.onNotification(decoded.right)
      else
        handlers.onError(appError({ type: "toast", level: "warning", message: "ERRORS.MALFORMED_RESPONSE" }))
    })
    hub.onReconnecting((error) => {
      handlers.onState("Reconnecting")
      if (error) handlers.onError(hubError(error))
    })
    hub.onReconnected(() => {
      handlers.onState("Connected")
      handlers.onResync()
    })
    hub.onClose((error) => {
      handlers.onState("Disconnected")
      if (error) handlers.onError(hubError(error))
      handlers.onResync()
    })
    handlers.onState("Connecting")
    yield* startWithRetry(hub).pipe(
      Effect.tap(() => Effect.sync(() => handlers.onState(hub.state()))),
      Effect.catchAll((error) =>
        Effect.sync(() => {
          handlers.onState("Disconnected")
          handlers.onError(hubError(error))
        }),
      ),
    )
  })

/**
 * RT-1..4 for as long as a session lasts, and SES-6 when it ends: interrupting
 * it stops the hub and silences every handler first, so a hub that fails,
 * closes or retries after sign-out says nothing and never starts again.
 */
export const notificationsWhileSignedIn = (hub: HubPort, handlers: NotificationHandlers) =>
  Effect.suspend(() => {
    let live = true
    const whileLive =
      <A extends ReadonlyArray<unknown>>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (live) handler(...args)
      }
    const silenced: NotificationHandlers = {
      onNotification: whileLive(handlers.onNotification),
      onState: whileLive(handlers.onState),
      onError: whileLive(handlers.onError),
      onResync: whileLive(handlers.onResync),
    }
    const stop = Effect.promise(() => {
      live = false
      // A connection that never started, or is stopping already, has nothing more to say.
      return hub.stop().catch(() => undefined)
    })
    return connectNotifications(hub, silenced).pipe(Effect.zipRight(Effect.never), Effect.ensuring(stop))
  })
