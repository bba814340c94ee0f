import {
  DASHBOARD_PATH,
  DashboardCache,
  formatMoney,
  formatNumber,
  formatPercent,
  localDay,
} from "@wellkit/core"
import { figuresOf, participationOf } from "@wellkit/core/dashboard"
import { useMemo } from "react"
import { useCached } from "../../app/use-cache.js"
import { useOrganization } from "../../app/use-organization.js"
import { useWellkit } from "../../app/wellkit.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { ParticipationChart, RewardsChart } from "./Charts.js"

const Card = ({
  label,
  value,
  note,
}: {
  readonly label: string
  readonly value: string
  readonly note?: string
}) => (
  <div className="rounded-lg border border-slate-200 bg-white p-4">
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
  </div>
)

/** POR-6: programs, challenges and rewards of the organization, as cards and charts. */
export const DashboardPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const { entities, entityId, choose } = useOrganization(DASHBOARD_PATH)
  const { entry, retry } = useCached(DashboardCache, entityId, client.dashboard.get, client.dashboard.reload)

  const data = entry?.value
  const figures = data ? figuresOf(data.programs, data.challenges, data.rewards, localDay()) : undefined
  // New arrays only when the data is new: see Charts.tsx.
  const participation = useMemo(() => (data ? participationOf(data.challenges) : []), [data])
  const rewards = useMemo(() => [...(data?.rewards ?? [])], [data])
  return (
    <div className="space-y-5">
      <PageHeader title={t("dashboard.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {entry?.status === "error" && !data ? null : !data || !figures ? (
        <p role="status" className="text-sm text-slate-600">
          {t("dashboard.loading")}
        </p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Card
              label={t("dashboard.cards.programs")}
              value={formatNumber(figures.programs)}
              note={t("dashboard.cards.enrolled", { count: figures.enrolled })}
            />
            <Card
              label={t("dashboard.cards.completion")}
              value={figures.completionRate === undefined ? "—" : formatPercent(figures.completionRate)}
            />
            <Card
              label={t("dashboard.cards.challenges")}
              value={formatNumber(figures.activeChallenges)}
              note={t("dashboard.cards.participants", { count: figures.participants })}
            />
            <Card
              label={t("dashboard.cards.rewards")}
              value={formatMoney(figures.earned)}
              note={t("dashboard.cards.redeemed", { amount: formatMoney(figures.redeemed) })}
            />
          </dl>
          <div className="grid gap-5 lg:grid-cols-2">
            <section
              aria-labelledby="participation-heading"
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="participation-heading" className="mb-2 text-lg font-semibold">
                {t("dashboard.participation")}
              </h2>
              {data.challenges.length === 0 ? (
                <p className="text-sm text-slate-600">{t("dashboard.noChallenges")}</p>
              ) : (
                <figure
                  className="relative overflow-x-auto pt-2 contain-inline-size"
                  aria-label={t("dashboard.participationSummary", {
                    list: participation
                      .map((c) => `${c.name} ${formatPercent(c.participation / 100)}`)
                      .join(", "),
                  })}
                >
                  <ParticipationChart data={participation} />
                </figure>
              )}
            </section>
            <section
              aria-labelledby="rewards-heading"
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="rewards-heading" className="mb-2 text-lg font-semibold">
                {t("dashboard.rewardsTitle")}
              </h2>
              <figure
                className="relative overflow-x-auto pt-2 contain-inline-size"
                aria-label={t("dashboard.rewardsSummary", {
                  earned: formatMoney(figures.earned),
                  redeemed: formatMoney(figures.redeemed),
                })}
              >
                <RewardsChart data={rewards} />
              </figure>
            </section>
          </div>
          <section
            aria-labelledby="programs-heading"
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="programs-heading" className="mb-2 text-lg font-semibold">
              {t("dashboard.programsTitle")}
            </h2>
            <div className="relative overflow-x-auto contain-inline-size">
              <table className="w-full border-collapse text-left text-sm">
                <TableHead
                  columns={[
                    t("dashboard.columns.program"),
                    { label: t("dashboard.columns.enrolled"), numeric: true },
                    { label: t("dashboard.columns.completed"), numeric: true },
                  ]}
                />
                <tbody>
                  {data.programs.map((program) => (
                    <tr key={program.programId} className="border-b border-slate-100">
                      <td className="py-2 pr-3">{program.name}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(program.enrolled)}</td>
                      <td className="py-2 text-right tabular-nums">{formatNumber(program.completed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  )
}

export const Component = DashboardPage
