import type { Demographics, Member } from "@wellkit/core/members"
import { useTranslation } from "../../../i18n/index.js"
import { demographicFields } from "../demographics.js"
import { statusLabel } from "../hooks.js"

/** A member's demographics read-only, as the portal's member profile shows them (NAV-4). */
export const DemographicsList = ({
  member,
  demographics,
}: {
  member: Member
  demographics: Demographics
}) => {
  const { t } = useTranslation()
  const shown = (value: string) => value || t("members.demographics.notGiven")
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t("members.fields.emailAddress"), member.emailAddress],
    [t("members.fields.employeeId"), shown(member.employeeId)],
    [t("members.fields.dob"), shown(member.dob)],
    [t("members.fields.status"), statusLabel(t, member.status)],
    ...demographicFields(t).map((field): readonly [string, string] => {
      const value = demographics[field.name as keyof Demographics]
      return [
        field.label,
        field.name === "gender" && value
          ? t(`members.demographics.genders.${value as "female"}`)
          : shown(String(value)),
      ]
    }),
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
