import {
  autoLogoutAlert,
  type IdleState,
  idleTimeoutFrom,
  recordAction,
  Session,
  watchIdle,
} from "@wellkit/core"
import { Fiber } from "effect"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { useVisitor, useWellkit } from "../app/wellkit.js"
import { showError } from "./notify.js"

/** Writing the shared timestamp on every key press would be wasteful; once a second is plenty. */
const RECORD_AT_MOST_EVERY_MS = 1000

/**
 * IDLE-1..5 for the signed-in user: records clicks and key presses, watches the
 * shared last-action time, warns before the timeout and signs out at it.
 */
export const useIdleLogout = (): {
  readonly state: IdleState
  readonly stay: () => void
  readonly signOut: () => void
} => {
  const { client } = useWellkit()
  const session = useVisitor()
  const navigate = useNavigate()
  const [state, setState] = useState<IdleState>({ kind: "active" })
  const signedIn = session !== undefined
  const timeoutMs = idleTimeoutFrom(session?.systemParameters)

  useEffect(() => {
    if (!signedIn) return
    let last = 0
    const onAction = () => {
      const now = Date.now()
      if (now - last < RECORD_AT_MOST_EVERY_MS) return
      last = now
      void client.run(recordAction)
      setState({ kind: "active" })
    }
    document.addEventListener("click", onAction, true)
    document.addEventListener("keydown", onAction, true)
    return () => {
      document.removeEventListener("click", onAction, true)
      document.removeEventListener("keydown", onAction, true)
    }
  }, [client, signedIn])

  useEffect(() => {
    if (!signedIn) return
    const fiber = client.runtime.runFork(
      watchIdle(timeoutMs, (next) => {
        setState(next)
        if (next.kind !== "expired") return
        // IDLE-5: the other tabs are told why, so each of them explains it too.
        void client.run(Session.idleLogout).finally(() => {
          navigate("/auth/login", { replace: true })
          showError(autoLogoutAlert())
        })
      }),
    )
    return () => {
      client.runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [client, signedIn, timeoutMs, navigate])

  return {
    state,
    stay: () => {
      void client.run(recordAction)
      setState({ kind: "active" })
    },
    signOut: () => {
      void client.session.logout().finally(() => navigate("/auth/login", { replace: true }))
    },
  }
}
