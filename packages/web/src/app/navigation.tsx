import { type Redirect, redirectHref } from "@wellkit/core"
import { useCallback, useEffect } from "react"
import { type Blocker, useBlocker, useLocation, useNavigate } from "react-router-dom"
import { create } from "zustand"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { useTranslation } from "../i18n/index.js"
import { withHistory } from "./store-history.js"

/** Set by a redirect after an action, read once by the guard: NAV-12 switches the guard off first. */
let guardSuspended = false

/**
 * NAV-12: follows a redirect from core, with the unsaved-changes guard switched
 * off. A redirect to the address already shown (an update that goes "to the
 * record" from the record's page) replaces it, so Back never shows the same page twice.
 */
export const useRedirect = () => {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = pathname + search
  return useCallback(
    (redirect: Redirect | undefined) => {
      if (!redirect) return
      guardSuspended = true
      const href = redirectHref(redirect)
      navigate(href, { replace: (redirect.replace ?? false) || href === here })
    },
    [navigate, here],
  )
}

/**
 * NAV-13: while `dirty`, leaving the page (another route, another record, a
 * reload or closing the tab) asks first.
 */
export const useUnsavedChanges = (dirty: boolean): Blocker => {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (guardSuspended) {
      guardSuspended = false
      return false
    }
    const from = currentLocation.pathname + currentLocation.search
    return dirty && from !== nextLocation.pathname + nextLocation.search
  })
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", onBeforeUnload)
    return () => window.removeEventListener("beforeunload", onBeforeUnload)
  }, [dirty])
  return blocker
}

export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      danger
      title={t("shell.unsaved.title")}
      confirmLabel={t("shell.unsaved.leave")}
      cancelLabel={t("shell.unsaved.stay")}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>{t("shell.unsaved.body")}</p>
    </ConfirmDialog>
  )
}

/** NAV-10: choosing the page you are on reloads its data; screens' data hooks follow this counter. */
export const useReload = create<{ readonly token: number; readonly reload: () => void }>()(
  withHistory((set) => ({
    token: 0,
    reload: () => set((state) => ({ token: state.token + 1 })),
  })),
)
