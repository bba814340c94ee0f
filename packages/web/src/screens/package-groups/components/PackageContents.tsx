import { type EntityId, formatMoney, formatNumber, redirectHref } from "@wellkit/core"
import {
  type Package,
  PackageChallenges,
  RewardGroups,
  type RewardSymbol,
} from "@wellkit/core/package-groups"
import { useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../../components/Button.js"
import { useTranslation } from "../../../i18n/index.js"
import { ImportChallenges, ImportRewardGroups } from "./ImportDialogs.js"

interface PackageContentsProps {
  readonly entityId: EntityId
  readonly packageGroupId: number
  readonly pkg: Package
  readonly symbols: ReadonlyArray<RewardSymbol>
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
/** "$25" for money, "150 pts" for anything else. */
const rewardText = (amount: number, symbol: string) =>
  symbol === "$" ? formatMoney(amount) : `${formatNumber(amount)} ${symbol}`.trim()

/** A saved package's challenges and reward groups, each a link to its page, and the ways to add more (ADM-5). */
export const PackageContents = ({ entityId, packageGroupId, pkg, symbols }: PackageContentsProps) => {
  const { t } = useTranslation()
  const [importing, setImporting] = useState<"challenges" | "rewardGroups" | undefined>()
  const at = { entityId, id: packageGroupId, packageId: pkg.packageId }
  const href = (redirect: Parameters<typeof redirectHref>[0]) => redirectHref(redirect)
  const symbolOf = (id: number) => symbols.find((s) => s.rewardSymbolId === id)?.symbol ?? ""
  const close = () => setImporting(undefined)
  return (
    <div className="mt-4 grid gap-4 border-t border-slate-100 pt-3 md:grid-cols-2">
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">{t("packageGroups.contents.challenges")}</h3>
        {pkg.challenges.length === 0 ? (
          <p className="text-sm text-slate-600">{t("packageGroups.contents.noChallenges")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {pkg.challenges.map((challenge) => (
              <li key={challenge.challengeId}>
                <Link
                  className={linkClass}
                  to={href(PackageChallenges.child.pageOf({ ...at, challengeId: challenge.challengeId }))}
                >
                  {challenge.name}
                </Link>{" "}
                <span className="text-slate-600">
                  ·{" "}
                  {t("packageGroups.contents.dates", { start: challenge.startDate, end: challenge.endDate })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          aria-label={t("packageGroups.contents.importChallengesInto", { name: pkg.name })}
          onClick={() => setImporting("challenges")}
        >
          {t("packageGroups.contents.importChallenges")}
        </Button>
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">{t("packageGroups.contents.rewardGroups")}</h3>
        {pkg.rewardGroups.length === 0 ? (
          <p className="text-sm text-slate-600">{t("packageGroups.contents.noRewardGroups")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {pkg.rewardGroups.map((group) => (
              <li key={group.rewardGroupId}>
                <Link
                  className={linkClass}
                  to={href(RewardGroups.child.pageOf({ ...at, rewardGroupId: group.rewardGroupId }))}
                >
                  {group.name}
                </Link>{" "}
                <span className="text-slate-600">
                  · {rewardText(group.amount, symbolOf(group.rewardSymbolId))}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-label={t("packageGroups.contents.importRewardGroupsInto", { name: pkg.name })}
            onClick={() => setImporting("rewardGroups")}
          >
            {t("packageGroups.contents.importRewardGroups")}
          </Button>
          <Link
            className={`${linkClass} text-sm`}
            aria-label={t("packageGroups.contents.newRewardGroupIn", { name: pkg.name })}
            to={href(RewardGroups.child.pageOf(at))}
          >
            {t("packageGroups.contents.newRewardGroup")}
          </Link>
        </div>
      </section>
      {importing === "challenges" ? <ImportChallenges at={at} name={pkg.name} onClose={close} /> : null}
      {importing === "rewardGroups" ? <ImportRewardGroups at={at} name={pkg.name} onClose={close} /> : null}
    </div>
  )
}
