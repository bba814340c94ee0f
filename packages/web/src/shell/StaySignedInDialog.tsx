import { useEffect, useState } from "react"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { useTranslation } from "../i18n/index.js"
import { useIdleLogout } from "./use-idle-logout.js"

/** WCAG 2.2.1: a minute's warning before the idle logout, with a way to stay. */
export const StaySignedInDialog = () => {
  const { t } = useTranslation()
  const { state, stay, signOut } = useIdleLogout()
  const warning = state.kind === "warning"
  const [deadline, setDeadline] = useState(0)
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (state.kind !== "warning") return
    const current = Date.now()
    setNow(current)
    setDeadline(current + state.remainingMs)
  }, [state])
  useEffect(() => {
    if (!warning) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [warning])
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000))
  return (
    <ConfirmDialog
      open={warning}
      title={t("shell.idle.title")}
      confirmLabel={t("shell.idle.stay")}
      cancelLabel={t("shell.idle.signOut")}
      onConfirm={stay}
      onClose={stay}
      onCancel={signOut}
    >
      <p role="timer" aria-live="off">
        {t("shell.idle.body", { count: seconds })}
      </p>
    </ConfirmDialog>
  )
}
