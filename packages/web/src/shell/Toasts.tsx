import { useEffect } from "react"
import { useTranslation } from "../i18n/index.js"
import { type Toast, useNotify } from "./notify-store.js"

const tone: Record<Toast["level"], string> = {
  success: "border-brand-600 bg-brand-50",
  info: "border-sky-600 bg-sky-50",
  warning: "border-amber-500 bg-amber-50",
  error: "border-red-600 bg-red-50",
}

/** Errors stay until dismissed; the rest leave after a few seconds. */
const lifetime = (toast: Toast) =>
  toast.level === "error" ? undefined : toast.level === "warning" ? 9000 : 6000

const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation()
  const dismiss = useNotify((state) => state.dismissToast)
  useEffect(() => {
    const ms = lifetime(toast)
    if (ms === undefined) return
    const timer = setTimeout(() => dismiss(toast.id), ms)
    return () => clearTimeout(timer)
  }, [toast, dismiss])
  return (
    <div
      className={`pointer-events-auto w-80 max-w-[calc(100vw-2rem)] rounded-md border-l-4 p-3 shadow-lg ${tone[toast.level]}`}
      role={toast.level === "error" || toast.level === "warning" ? "alert" : "status"}
      data-level={toast.level}
    >
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          <p className="text-sm">{toast.body}</p>
          {toast.detail ? <p className="mt-1 text-xs text-slate-600">{toast.detail}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => dismiss(toast.id)}
          className="rounded px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2"
          aria-label={t("shell.dismiss")}
        >
          ×
        </button>
      </div>
    </div>
  )
}

/**
 * Each toast is its own live region (alert or status), so the stack is a plain
 * container: a list whose items are alerts is no list to assistive technology,
 * and a live region around live regions would announce each toast twice.
 * At the foot of the screen, where the page's pickers and the phone's top bar are not, and
 * under a dialog's dimmed backdrop (z-30 < the dialogs' z-40), never on top of what it asks.
 */
export const Toasts = () => {
  const toasts = useNotify((state) => state.toasts)
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-30 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:items-end">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  )
}
