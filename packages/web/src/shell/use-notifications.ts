import {
  type BatchUploadNotification,
  type HubState,
  hubUrl,
  notificationsWhileSignedIn,
  shouldConnect,
  signalRHub,
} from "@wellkit/core"
import { Effect, Fiber } from "effect"
import { useEffect } from "react"
import { create } from "zustand"
import { useVisitor, useWellkit } from "../app/wellkit.js"
import { i18n } from "../i18n/index.js"
import { showError, showMessage } from "./notify.js"

interface RealtimeState {
  readonly state: HubState | undefined
  /** Grows after each reconnect or close; lists fed by pushes fetch again when it changes. */
  readonly resyncs: number
  /** The last batch-upload notification; a new one makes the batch list fetch again (POR-17). */
  readonly lastBatch: BatchUploadNotification | undefined
}

export const useRealtime = create<RealtimeState>()(() => ({
  state: undefined,
  resyncs: 0,
  lastBatch: undefined,
}))

const announce = (notification: BatchUploadNotification) =>
  showMessage({
    level: notification.failed > 0 || notification.status === "failed" ? "warning" : "success",
    title: i18n.t("realtime.batchTitle"),
    body: i18n.t("realtime.batchBody", notification),
  })

/**
 * RT-1..4 for the signed-in organization admin; nothing for anyone else (RT-2).
 * SES-6: the connection lives exactly as long as the session's token; when it
 * ends the hub is stopped and whatever it still reports is dropped.
 */
export const useNotifications = () => {
  const { config } = useWellkit()
  const session = useVisitor()
  const token = session && shouldConnect(session.account.adminType) ? session.account.authToken : undefined

  useEffect(() => {
    if (!token) return
    const connect = Effect.suspend(() =>
      notificationsWhileSignedIn(
        signalRHub(hubUrl(config.apiHost, config.apiKey, token), { basicAuth: config.basicAuth }),
        {
          onState: (state) => useRealtime.setState({ state }),
          onError: showError,
          onNotification: (notification) => {
            useRealtime.setState({ lastBatch: notification })
            announce(notification)
          },
          onResync: () => useRealtime.setState((current) => ({ resyncs: current.resyncs + 1 })),
        },
      ),
    )
    const fiber = Effect.runFork(connect)
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
      useRealtime.setState({ state: undefined })
    }
  }, [config.apiHost, config.apiKey, config.basicAuth, token])
}
