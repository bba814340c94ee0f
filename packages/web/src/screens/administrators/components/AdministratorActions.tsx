import { type Administrator, type AdministratorQuery, Administrators } from "@wellkit/core/administrators"
import { useState } from "react"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import type { useResourceAction } from "../../../kit/use-resource.js"
import { fullName } from "../hooks.js"

type Action = ReturnType<typeof useResourceAction>

interface AdministratorActionsProps {
  readonly admin: Administrator
  /** The search the person came from: a delete returns to it (ADM-2). */
  readonly from: AdministratorQuery
  readonly act: Action["act"]
  readonly busy: boolean
}

/** Reset password and delete, each asked first; each ends in the spec's toast (ERR-6). */
export const AdministratorActions = ({ admin, from, act, busy }: AdministratorActionsProps) => {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<"reset" | "delete" | undefined>()
  const name = fullName(admin)
  const settle = async (work: Parameters<Action["act"]>[0]) => {
    // Closed either way: a failure is its own alert, and the question may be asked again.
    await act(work)
    setAsking(undefined)
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking("reset")} disabled={busy}>
        {t("administrators.detail.reset")}
      </Button>
      <Button variant="danger" onClick={() => setAsking("delete")} disabled={busy}>
        {t("administrators.detail.delete")}
      </Button>
      <ConfirmDialog
        open={asking === "reset"}
        busy={busy}
        title={t("administrators.detail.resetQuestion", { name })}
        confirmLabel={t("administrators.detail.resetConfirm")}
        busyLabel={t("kit.detail.working")}
        cancelLabel={t("kit.form.cancel")}
        onConfirm={() => void settle(Administrators.reset(admin.emailAddress))}
        onClose={() => setAsking(undefined)}
      >
        <p>{t("administrators.detail.resetBody", { email: admin.emailAddress })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "delete"}
        danger
        busy={busy}
        title={t("administrators.detail.deleteQuestion", { name })}
        confirmLabel={t("administrators.detail.delete")}
        busyLabel={t("kit.detail.deleting")}
        cancelLabel={t("administrators.detail.keep")}
        onConfirm={() => void settle(Administrators.remove(admin.userId, from))}
        onClose={() => setAsking(undefined)}
      >
        <p>{t("administrators.detail.deleteBody", { name })}</p>
      </ConfirmDialog>
    </>
  )
}
