import type { MemberRef, Related, UserId, WellkitServices } from "@wellkit/core"
import type { MemberProgram } from "@wellkit/core/member-programs"
import { useId } from "react"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { RelatedList } from "../../kit/RelatedList.js"
import { FocusReportView, ProgramActivities } from "./ProgramViews.js"
import { RowButton, SubView } from "./SubView.js"

/** A program's sub-view open in the tab, and the list its row is in. */
export interface ProgramView {
  readonly list: "current" | "invited" | "history"
  readonly kind: "activities" | "focus"
  readonly program: MemberProgram
}

interface ProgramListProps {
  readonly id: ProgramView["list"]
  readonly title: string
  readonly related: Related<UserId, ReadonlyArray<MemberProgram>, WellkitServices>
  readonly of: MemberRef
  readonly view: ProgramView | undefined
  readonly onView: (view: ProgramView) => void
  readonly onHide: () => void
  readonly onDelete: (program: MemberProgram) => void
  readonly canDelete: (status: MemberProgram["status"]) => boolean
}

/** One of the tab's program lists, with its own states, and the sub-view opened from one of its rows. */
export const ProgramList = ({
  id,
  title,
  related,
  of,
  view,
  onView,
  onHide,
  onDelete,
  canDelete,
}: ProgramListProps) => {
  const { t } = useTranslation()
  const heading = useId()
  const none = t("memberPrograms.none")
  const open = (kind: ProgramView["kind"], program: MemberProgram) =>
    view?.kind === kind && view.program.userProgramId === program.userProgramId
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h2 id={heading} className="text-lg font-semibold">
        {title}
      </h2>
      <RelatedList
        related={related}
        of={of.userId}
        texts={{
          loading: t("memberPrograms.loading"),
          empty: t("memberPrograms.empty"),
          count: (count) => t("memberPrograms.count", { count }),
        }}
      >
        {(rows) => (
          <div className="relative overflow-x-auto contain-inline-size">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <TableHead
                columns={[
                  t("memberPrograms.columns.name"),
                  t("memberPrograms.columns.status"),
                  t("memberPrograms.columns.invited"),
                  t("memberPrograms.columns.enrolled"),
                  t("memberPrograms.columns.started"),
                  t("memberPrograms.columns.ended"),
                  { label: t("memberPrograms.columns.progress"), numeric: true },
                  { label: t("memberPrograms.columns.actions"), hidden: true },
                ]}
              />
              <tbody>
                {rows.map((program) => (
                  <tr key={program.userProgramId} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {program.name}
                    </th>
                    <td className="py-2 pr-3">{t(`memberPrograms.status.${program.status}`)}</td>
                    <td className="py-2 pr-3 tabular-nums">{program.invitedDate ?? none}</td>
                    <td className="py-2 pr-3 tabular-nums">{program.enrolledDate ?? none}</td>
                    <td className="py-2 pr-3 tabular-nums">{program.startedDate ?? none}</td>
                    <td className="py-2 pr-3 tabular-nums">{program.endedDate ?? none}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{program.progress}%</td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        {/* An invitation not taken up has no activities nor report yet. */}
                        {program.startedDate === null ? null : (
                          <>
                            <RowButton
                              label={t("memberPrograms.activities")}
                              of={program.name}
                              expanded={open("activities", program)}
                              onClick={() => onView({ list: id, kind: "activities", program })}
                            />
                            <RowButton
                              label={t("memberPrograms.focusReport")}
                              of={program.name}
                              expanded={open("focus", program)}
                              onClick={() => onView({ list: id, kind: "focus", program })}
                            />
                          </>
                        )}
                        {canDelete(program.status) ? (
                          <RowButton
                            label={t("memberPrograms.delete")}
                            of={program.name}
                            onClick={() => onDelete(program)}
                          />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RelatedList>
      {view ? (
        <SubView
          title={t(
            view.kind === "activities" ? "memberPrograms.activitiesOf" : "memberPrograms.focusReportOf",
            {
              name: view.program.name,
            },
          )}
          hideLabel={t("memberPrograms.hide")}
          onHide={onHide}
        >
          {view.kind === "activities" ? (
            <ProgramActivities of={of} program={view.program} />
          ) : (
            <FocusReportView of={of} program={view.program} />
          )}
        </SubView>
      ) : null}
    </section>
  )
}
