import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useTranslation } from "../i18n/index.js"
import { useNotify } from "./notify-store.js"

/** Errors of type "alert": a modal with title and body that must be acknowledged. */
export const AlertDialog = () => {
  const { t } = useTranslation()
  const alert = useNotify((state) => state.alert)
  const dismiss = useNotify((state) => state.dismissAlert)
  return (
    <Dialog open={alert !== undefined} onClose={dismiss} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" role="alertdialog">
          <DialogTitle className="text-lg font-semibold">{alert?.title}</DialogTitle>
          <p className="mt-2">{alert?.body}</p>
          {alert?.detail ? <p className="mt-2 text-sm text-slate-600">{alert.detail}</p> : null}
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={dismiss}
              className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t("shell.ok")}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
