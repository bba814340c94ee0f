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
import { EmptyChart, ParticipationChart, PendingChart, RewardsChart } from "./Charts.js"

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

/** A grey bar on a line of the text it stands for: the line, and so the page, keeps its height. */
const Bar = ({ width }: { readonly width: string }) => (
  <span
    className={`inline-block h-[0.8em] ${width} rounded bg-slate-200 align-middle motion-safe:animate-pulse`}
  />
)

const CARD_SHAPES = [
  { card: "programs", hasNote: true },
  { card: "completion", hasNote: false },
  { card: "challenges", hasNote: true },
  { card: "rewards", hasNote: true },
] as const

/** The cards' shape while the figures are on their way, the same lines as the cards (the second has no note). */
const PendingCards = () => (
  <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
    {CARD_SHAPES.map(({ card, hasNote }) => (
      <div key={card} className="rounded-lg border border-slate-200 bg-white p-4">
        <div className="text-sm">
          <Bar width="w-28" />
        </div>
        <div className="text-2xl font-semibold">
          <Bar width="w-20" />
        </div>
        {hasNote ? (
          <div className="text-xs">
            <Bar width="w-32" />
          </div>
        ) : null}
      </div>
    ))}
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
  const failed = entry?.status === "error"
  const pending = !data || !figures
  return (
    <div className="space-y-5">
      <PageHeader title={t("dashboard.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>
      {failed ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {failed && pending ? null : (
        <>
          {/* The page is drawn whole at once, its figures in grey until they come: nothing moves when they do. */}
          {pending ? (
            <>
              <p role="status" className="sr-only">
                {t("dashboard.loading")}
              </p>
              <PendingCards />
            </>
          ) : (
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
          )}
          <div className="grid gap-5 lg:grid-cols-2">
            <section
              aria-labelledby="participation-heading"
              aria-busy={pending || undefined}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="participation-heading" className="mb-2 text-lg font-semibold">
                {t("dashboard.participation")}
              </h2>
              {pending ? (
                <PendingChart chart="participation" />
              ) : data.challenges.length === 0 ? (
                <EmptyChart chart="participation">{t("dashboard.noChallenges")}</EmptyChart>
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
              aria-busy={pending || undefined}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="rewards-heading" className="mb-2 text-lg font-semibold">
                {t("dashboard.rewardsTitle")}
              </h2>
              {pending ? (
                <PendingChart chart="rewards" />
              ) : figures.earned === 0 && figures.redeemed === 0 ? (
                <EmptyChart chart="rewards">{t("dashboard.noRewards")}</EmptyChart>
              ) : (
                <figure
                  className="relative overflow-x-auto pt-2 contain-inline-size"
                  aria-label={t("dashboard.rewardsSummary", {
                    earned: formatMoney(figures.earned),
                    redeemed: formatMoney(figures.redeemed),
                  })}
                >
                  <RewardsChart data={rewards} />
                </figure>
              )}
            </section>
          </div>
          <section
            aria-labelledby="programs-heading"
            aria-busy={pending || undefined}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="programs-heading" className="mb-2 text-lg font-semibold">
              {t("dashboard.programsTitle")}
            </h2>
            {pending ? (
              <div aria-hidden="true" className="h-24 rounded bg-slate-100 motion-safe:animate-pulse" />
            ) : data.programs.length === 0 ? (
              <p className="text-sm text-slate-600">{t("dashboard.noPrograms")}</p>
            ) : (
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
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {formatNumber(program.enrolled)}
                        </td>
                        <td className="py-2 text-right tabular-nums">{formatNumber(program.completed)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  )
}

export const Component = DashboardPage
