import { type Member, Members } from "@wellkit/core/members"
import { Schema } from "effect"
import { useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../../components/Button.js"
import { useTranslation } from "../../../i18n/index.js"
import { ActionDialog } from "../../../kit/ActionDialog.js"
import { useMemberRecordContext } from "../record.js"

type Asking = "reset" | "activate" | "test" | "delete"
const nothing = Schema.Struct({})

/** The account's actions on the Details tab, each asked first in K8's action dialog, each ending in its toast (ERR-6). */
export const MemberActions = ({ member }: { readonly member: Member }) => {
  const { t } = useTranslation()
  const { from, onSaved } = useMemberRecordContext()
  const [asking, setAsking] = useState<Asking>()
  const name = Members.memberName(member)
  const close = () => setAsking(undefined)
  // Always mounted, opened by `asking`, so the dialog's opening and closing are the kit's transitions.
  const confirm = (action: Asking) => ({
    open: asking === action,
    onClose: close,
    fields: [],
    initial: {},
    schema: nothing,
  })
  const testKey = member.isTest ? "unmarkTest" : "markTest"
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${Members.resource.listPath}/${member.userId}/demographics?entityId=${member.entityId}`}
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2"
      >
        {t("members.record.openDemographics")}
      </Link>
      <Button variant="secondary" onClick={() => setAsking("reset")}>
        {t("members.actions.reset")}
      </Button>
      {Members.canActivate(member) ? (
        <Button variant="secondary" onClick={() => setAsking("activate")}>
          {t("members.actions.activate")}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setAsking("test")}>
        {t(`members.actions.${testKey}`)}
      </Button>
      <Button variant="danger" onClick={() => setAsking("delete")}>
        {t("members.actions.delete")}
      </Button>
      <ActionDialog
        {...confirm("reset")}
        title={t("members.actions.resetQuestion", { name })}
        body={<p>{t("members.actions.resetBody", { email: member.emailAddress })}</p>}
        confirmLabel={t("members.actions.resetConfirm")}
        run={() => Members.reset(member.emailAddress)}
      />
      <ActionDialog
        {...confirm("activate")}
        title={t("members.actions.activateQuestion", { name })}
        body={<p>{t("members.actions.activateBody", { name })}</p>}
        confirmLabel={t("members.actions.activate")}
        run={() => Members.activate(member.userId)}
        onDone={onSaved}
      />
      <ActionDialog
        {...confirm("test")}
        title={t(`members.actions.${testKey}Question`, { name })}
        body={<p>{t(`members.actions.${testKey}Body`, { name })}</p>}
        confirmLabel={t(`members.actions.${testKey}`)}
        run={() => Members.setTest(member.userId, !member.isTest)}
        onDone={onSaved}
      />
      <ActionDialog
        {...confirm("delete")}
        danger
        title={t("members.actions.deleteQuestion", { name })}
        body={<p>{t("members.actions.deleteBody", { name })}</p>}
        confirmLabel={t("members.actions.delete")}
        run={() => Members.remove(member.userId, from)}
      />
    </div>
  )
}
