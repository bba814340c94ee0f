import type { MemberRef } from "@wellkit/core"
import { formatDay } from "@wellkit/core"
import { type FocusReport, type MemberProgram, MemberPrograms } from "@wellkit/core/member-programs"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { RelatedList } from "../../kit/RelatedList.js"
import { useRelated } from "../../kit/use-related.js"

interface ViewProps {
  readonly of: MemberRef
  readonly program: MemberProgram
}

const keyOf = ({ of, program }: ViewProps) => ({ userId: of.userId, userProgramId: program.userProgramId })

/** A program's activities, read when first opened. */
export const ProgramActivities = (props: ViewProps) => {
  const { t } = useTranslation()
  return (
    <RelatedList
      related={MemberPrograms.programActivities}
      of={keyOf(props)}
      texts={{
        loading: t("memberPrograms.activitiesLoading"),
        empty: t("memberPrograms.activitiesEmpty"),
        count: (count) => t("memberPrograms.activitiesCount", { count }),
      }}
    >
      {(rows) => (
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              {t("memberPrograms.activitiesOf", { name: props.program.name })}
            </caption>
            <TableHead
              columns={[
                t("memberPrograms.activityColumns.date"),
                t("memberPrograms.activityColumns.name"),
                t("memberPrograms.activityColumns.outcome"),
                { label: t("memberPrograms.activityColumns.points"), numeric: true },
              ]}
            />
            <tbody>
              {rows.map((activity) => (
                <tr key={activity.activityId} className="border-b border-slate-100">
                  <td className="py-1.5 pr-3 tabular-nums">{formatDay(activity.date)}</td>
                  <td className="py-1.5 pr-3">{activity.name}</td>
                  <td className="py-1.5 pr-3">{t(`memberPrograms.outcome.${activity.outcome}`)}</td>
                  <td className="py-1.5 text-right tabular-nums">{activity.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RelatedList>
  )
}

/** The program's focus recommendations for the member: read-only, read when first opened. */
export const FocusReportView = (props: ViewProps) => {
  const { t } = useTranslation()
  const { entry, retry } = useRelated(MemberPrograms.focusReport, keyOf(props))
  return (
    <RecordStates<FocusReport>
      read={entry}
      retry={retry}
      texts={{ loading: t("memberPrograms.focusLoading"), notFound: t("memberPrograms.focusMissing") }}
    >
      {(report) => (
        <div className="space-y-2 text-sm">
          <p>{t("memberPrograms.focus", { focus: report.focus, date: report.generatedDate })}</p>
          {report.recommendations.length === 0 ? (
            <p className="text-slate-600">{t("memberPrograms.noRecommendations")}</p>
          ) : (
            <ul className="space-y-2">
              {report.recommendations.map((item) => (
                <li key={item.title} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="font-medium">
                    {item.title}{" "}
                    <span className="text-xs font-normal text-slate-600">
                      ({t("memberPrograms.priority", { priority: item.priority })})
                    </span>
                  </p>
                  <p className="text-slate-700">{item.detail}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </RecordStates>
  )
}
