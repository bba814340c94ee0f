import { type EntityId, Foci, type FocusId } from "@wellkit/core"
import { type Program, Programs } from "@wellkit/core/programs"
import { useCallback, useId, useMemo, useState } from "react"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { SelectField } from "../../components/SelectField.js"
import { useTranslation } from "../../i18n/index.js"
import { keptChoices } from "../../kit/choices.js"
import { useResourceList } from "../../kit/use-resource.js"

/** How the program's members took part in one focus's activities: the focus is chosen, then its summary read. */
export const ActivitySummary = ({ program }: { readonly program: Program }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const titleId = useId()
  const foci = useResourceList(Foci.cache, Foci, program.entityId as EntityId)
  const focusChoices = keptChoices(foci, (focus) => ({ value: focus.focusId, label: focus.name }))
  const [focusId, setFocusId] = useState<FocusId>()
  const read = useCallback(
    (focus: FocusId) => client.run(Programs.activitySummary(program.entityId, program.programId, focus)),
    [client, program.entityId, program.programId],
  )
  const { state, retry } = useRead(read, focusId)
  const rows = useMemo(() => (state.status === "ready" ? state.value.rows : []), [state])
  const head = ["activity", "participants", "completions", "points"] as const
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t("programs.activity.title")}
      </h2>
      <div className="w-72">
        <SelectField
          label={t("programs.activity.focus")}
          name="focusId"
          hint={t("programs.activity.hint")}
          value={focusId ?? ""}
          emptyLabel={t("programs.activity.chooseFocus")}
          options={focusChoices.options}
          onChange={(value) => setFocusId(value ? (Number(value) as FocusId) : undefined)}
        />
      </div>
      {focusChoices.failure ? (
        <LoadFailed error={focusChoices.failure.error} onRetry={focusChoices.failure.retry} />
      ) : null}
      {focusId === undefined ? null : state.status === "error" ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : state.status === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("programs.activity.loading")}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("programs.activity.empty")}</p>
      ) : (
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t("programs.activity.title")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              {head.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`py-2 pr-4 font-medium ${column === "activity" ? "" : "text-right"}`}
                >
                  {t(`programs.activity.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.activityName} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {row.activityName}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{row.participants}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.completions}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
