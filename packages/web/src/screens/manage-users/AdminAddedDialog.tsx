import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import type { AdminUser, SuccessToast } from "@wellkit/core"
import { Button } from "../../components/Button.js"
import { textOf, useTranslation } from "../../i18n/index.js"

/** POR-15: the admin is added; the dialog says the write's toast and offers to add another. */
export const AdminAddedDialog = ({
  admin,
  verificationSent,
  toast,
  onAnother,
  onClose,
}: {
  readonly admin: AdminUser
  readonly verificationSent: boolean
  /** The add's toast (ERR-6): whether the admin can sign in now or gets an e-mail. */
  readonly toast: SuccessToast
  readonly onAnother: () => void
  readonly onClose: () => void
}) => {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">
            {t("users.added.title", { name: `${admin.firstName} ${admin.lastName}` })}
          </DialogTitle>
          <p className="mt-2">{textOf(toast.message)}</p>
          {verificationSent ? (
            <p className="mt-2 text-sm text-slate-700">
              {t("users.added.verification", { email: admin.emailAddress })}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t("users.added.done")}
            </Button>
            <Button onClick={onAnother}>{t("users.added.another")}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
