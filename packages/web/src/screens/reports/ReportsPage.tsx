import {
  type EmployeeReportRow,
  formatDay,
  formatMoney,
  type LicenseId,
  localDay,
  type ProgramReportRow,
  REPORTS_PATH,
  type RewardReportRow,
} from "@wellkit/core"
import {
  csvParts,
  defaultRange,
  employeeColumns,
  employeeTable,
  pointsBuckets,
  programColumns,
  programTable,
  type ReportKind,
  rangeProblem,
  reportKinds,
  rewardColumns,
  rewardsByDay,
  rewardTable,
} from "@wellkit/core/reports"
import { type FormEvent, useState } from "react"
import { showFailure } from "../../app/failure.js"
import { useOrganization } from "../../app/use-organization.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { useLicenses } from "../licenses/hooks.js"
import { downloadCsv } from "./export-csv.js"
import { SeriesChart } from "./ReportCharts.js"
import { ReportTable } from "./ReportTable.js"

type Result =
  | { readonly kind: "employees"; readonly rows: ReadonlyArray<EmployeeReportRow> }
  | { readonly kind: "rewards"; readonly rows: ReadonlyArray<RewardReportRow> }
  | { readonly kind: "programs"; readonly rows: ReadonlyArray<ProgramReportRow> }

/** POR-7: employee, reward and program reports by license and date range: chart, table, CSV. */
export const ReportsPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const { entities, entityId, choose } = useOrganization(REPORTS_PATH)
  const licenseList = useLicenses(entityId)
  const licenses = licenseList.entry?.value ?? []
  const [licenseId, setLicenseId] = useState("")
  const [kind, setKind] = useState<ReportKind>("employees")
  const [range, setRange] = useState(() => defaultRange(localDay()))
  const [problem, setProblem] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)
  const [result, setResult] = useState<Result | undefined>()
  const [exporting, setExporting] = useState<number | undefined>()
  // Each run starts its table on the first page.
  const [runs, setRuns] = useState(0)

  const chosen = licenseId || String(licenses[0]?.license.licenseId ?? "")

  const run = async (event: FormEvent) => {
    event.preventDefault()
    const found = chosen ? rangeProblem(range) : t("reports.chooseLicense")
    setProblem(found)
    if (found || loading) return
    setLoading(true)
    setRuns((n) => n + 1)
    const id = Number(chosen) as LicenseId
    try {
      if (kind === "employees") setResult({ kind, rows: await client.reports.employees(id, range) })
      else if (kind === "rewards") setResult({ kind, rows: await client.reports.rewards(id, range) })
      else setResult({ kind, rows: await client.reports.programs(id, range) })
    } catch (error) {
      showFailure(error)
    } finally {
      setLoading(false)
    }
  }

  const exportCsv = async () => {
    if (!result || exporting !== undefined) return
    const name = `${result.kind}-report-${range.reportStartDate}-to-${range.reportEndDate}.csv`
    setExporting(0)
    const parts =
      result.kind === "employees"
        ? csvParts(result.rows, employeeColumns)
        : result.kind === "rewards"
          ? csvParts(result.rows, rewardColumns)
          : csvParts(result.rows, programColumns)
    try {
      await downloadCsv(parts, name, (done) => setExporting(Math.min(result.rows.length, (done - 1) * 1000)))
    } finally {
      setExporting(undefined)
    }
  }

  return (
    <div className="space-y-5">
      <PageHeader title={t("reports.title")}>
        <OrganizationPicker
          entities={entities}
          value={entityId}
          onChange={(id) => {
            setResult(undefined)
            setLicenseId("")
            choose(id)
          }}
        />
      </PageHeader>
      {licenseList.entry?.status === "error" ? (
        <LoadFailed error={licenseList.entry.error} onRetry={licenseList.retry} />
      ) : null}
      <form
        onSubmit={(event) => void run(event)}
        noValidate
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        aria-label={t("reports.formLabel")}
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium">{t("reports.kind")}</legend>
          {reportKinds.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`reports.kinds.${option}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t("reports.license")} error={!chosen ? problem : undefined}>
            <select className={inputClass} value={chosen} onChange={(e) => setLicenseId(e.target.value)}>
              {licenses.length === 0 ? <option value="">{t("reports.noLicenses")}</option> : null}
              {licenses.map((view) => (
                <option key={view.license.licenseId} value={view.license.licenseId}>
                  {view.license.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("reports.from")} error={chosen ? problem : undefined}>
            <input
              type="date"
              className={inputClass}
              value={range.reportStartDate}
              onChange={(e) => setRange({ ...range, reportStartDate: e.target.value })}
            />
          </Field>
          <Field label={t("reports.to")}>
            <input
              type="date"
              className={inputClass}
              value={range.reportEndDate}
              onChange={(e) => setRange({ ...range, reportEndDate: e.target.value })}
            />
          </Field>
        </div>
        <Button type="submit" disabled={loading}>
          {loading ? t("reports.loading") : t("reports.show")}
        </Button>
      </form>

      {result ? (
        <section
          aria-labelledby="report-heading"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="report-heading" className="mr-auto text-lg font-semibold">
              {t(`reports.kinds.${result.kind}`)} · {t("reports.rows", { count: result.rows.length })}
            </h2>
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              disabled={exporting !== undefined || result.rows.length === 0}
            >
              {exporting !== undefined
                ? t("reports.exporting", { done: exporting, total: result.rows.length })
                : t("reports.export")}
            </Button>
          </div>
          {result.rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t("reports.empty")}</p>
          ) : result.kind === "employees" ? (
            <>
              <figure aria-label={t("reports.chart.points")}>
                <SeriesChart
                  data={pointsBuckets(result.rows)}
                  x="label"
                  bars={[{ key: "employees", name: t("reports.chart.employees"), color: "#047857" }]}
                />
              </figure>
              <ReportTable
                key={runs}
                rows={result.rows}
                columns={employeeTable}
                caption={t("reports.kinds.employees")}
              />
            </>
          ) : result.kind === "rewards" ? (
            <>
              <figure aria-label={t("reports.chart.rewards")}>
                <SeriesChart
                  data={rewardsByDay(result.rows)}
                  x="date"
                  format={formatMoney}
                  label={formatDay}
                  bars={[
                    { key: "earned", name: t("reports.chart.earned"), color: "#047857" },
                    { key: "redeemed", name: t("reports.chart.redeemed"), color: "#0369a1" },
                  ]}
                />
              </figure>
              <ReportTable
                key={runs}
                rows={result.rows}
                columns={rewardTable}
                caption={t("reports.kinds.rewards")}
              />
            </>
          ) : (
            <>
              <figure aria-label={t("reports.chart.programs")}>
                <SeriesChart
                  data={result.rows.map((row) => ({ ...row }))}
                  x="programName"
                  bars={[
                    { key: "enrolled", name: t("reports.chart.enrolled"), color: "#047857" },
                    { key: "completed", name: t("reports.chart.completed"), color: "#0369a1" },
                  ]}
                />
              </figure>
              <ReportTable
                key={runs}
                rows={result.rows}
                columns={programTable}
                caption={t("reports.kinds.programs")}
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  )
}

export const Component = ReportsPage
