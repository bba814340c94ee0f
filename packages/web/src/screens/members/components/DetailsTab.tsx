import type { MemberRef } from "@wellkit/core"
import { useTranslation } from "../../../i18n/index.js"
import { statusLabel } from "../hooks.js"
import { useMemberRecordContext } from "../record.js"
import { MemberActions } from "./MemberActions.js"
import { MemberForm } from "./MemberForm.js"

/** The record's first tab: the member's own fields, and the account's actions. */
export const DetailsTab = (_: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  const { member, from, onSaved } = useMemberRecordContext()
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {t("members.record.statusLine", { status: statusLabel(t, member.status) })}
        {member.isTest ? ` · ${t("members.record.testLine")}` : null}
      </p>
      <MemberForm member={member} from={from} onSaved={onSaved} />
      <MemberActions member={member} />
    </div>
  )
}
