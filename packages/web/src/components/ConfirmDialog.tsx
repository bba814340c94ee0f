import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import type { ReactNode } from "react"
import { Button } from "./Button.js"

interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: string
  readonly children: ReactNode
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly busy?: boolean
  readonly busyLabel?: string
  readonly danger?: boolean
  readonly onConfirm: () => void
  /** Escape, the backdrop, and Cancel unless `onCancel` is given. */
  readonly onClose: () => void
  /** The Cancel button, when it means something other than closing. */
  readonly onCancel?: () => void
}

/**
 * A modal question; Escape and Cancel close it, focus returns to what opened it.
 * The dialog element itself covers the screen (as every dialog of the portal's does):
 * with no box of its own, a dialog that is open would count as not visible to a
 * tool or test that looks for it by its role.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => (
  <Dialog open={props.open} onClose={() => !props.busy && props.onClose()} className="fixed inset-0 z-40">
    <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
    <div className="fixed inset-0 flex items-center justify-center p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{props.title}</DialogTitle>
        <div className="mt-2 space-y-3">{props.children}</div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onCancel ?? props.onClose} disabled={props.busy}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={props.danger ? "danger" : "primary"}
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </div>
  </Dialog>
)
