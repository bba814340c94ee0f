import type { MemberRef } from "@wellkit/core"
import { type Member, Members } from "@wellkit/core/members"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { type TextKey, useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { RecordTabs } from "../../kit/RecordTabs.js"
import { MemberForm } from "./components/MemberForm.js"
import { useMemberRecord } from "./hooks.js"
import { MemberRecordContext } from "./record.js"
import { memberTabs } from "./tabs.js"

/** /noap/member/{userId}?entityId=…: the member's record with its tabs (K8), or /new. */
export const MemberPage = () => {
  const { t } = useTranslation()
  const { isNew, from, record, retry, onSaved, back } = useMemberRecord()
  const tabs = useMemo(() => memberTabs.map((tab) => ({ ...tab, label: t(tab.label as TextKey) })), [t])
  const entityId = Number(from.filters.entityId) || undefined
  return (
    <div className="space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("members.record.back")}
      </Link>
      {isNew ? (
        <>
          <h1 className="text-2xl font-semibold">{t("members.create")}</h1>
          <MemberForm member={undefined} entityId={entityId} from={from} />
        </>
      ) : (
        <RecordStates
          read={record}
          retry={retry}
          texts={{ loading: t("members.record.loading"), notFound: t("kit.detail.notFound") }}
        >
          {(member: Member) => {
            const name = Members.memberName(member)
            const of: MemberRef = { userId: member.userId, entityId: member.entityId }
            return (
              <MemberRecordContext.Provider value={{ member, from, onSaved }}>
                <div className="flex flex-wrap items-center gap-3">
                  <h1 className="text-2xl font-semibold">{name}</h1>
                  {member.isTest ? (
                    <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
                      {t("members.testMember")}
                    </span>
                  ) : null}
                </div>
                <RecordTabs label={t("members.record.tabs", { name })} tabs={tabs} of={of} />
              </MemberRecordContext.Provider>
            )
          }}
        </RecordStates>
      )}
    </div>
  )
}

export const Component = MemberPage
