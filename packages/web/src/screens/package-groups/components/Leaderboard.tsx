import { type ChallengeId, formatPercent } from "@wellkit/core"
import { PackageChallenges } from "@wellkit/core/package-groups"
import { useCallback } from "react"
import { useRead } from "../../../app/use-cache.js"
import { useWellkit } from "../../../app/wellkit.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"

/** How the challenge's members are doing, best first; its own states, so a failure here leaves the form usable. */
export const Leaderboard = ({ challengeId }: { readonly challengeId: ChallengeId }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const read = useCallback((id: ChallengeId) => client.run(PackageChallenges.leaderboard(id)), [client])
  const { state, retry } = useRead(read, challengeId)
  const rows = state.value
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="leaderboard-title" className="text-lg font-semibold">
        {t("packageGroups.challenge.leaderboard")}
      </h2>
      {state.status === "error" ? <LoadFailed error={state.error} onRetry={retry} /> : null}
      {rows === undefined ? (
        state.status === "error" ? null : (
          <p role="status" className="text-sm text-slate-600">
            {t("packageGroups.challenge.leaderboardLoading")}
          </p>
        )
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("packageGroups.challenge.noLeaders")}</p>
      ) : (
        <table className="w-full max-w-xl border-collapse text-left text-sm">
          <caption className="sr-only">{t("packageGroups.challenge.leaderboard")}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("packageGroups.challenge.rank")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("packageGroups.challenge.member")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("packageGroups.challenge.progress")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("packageGroups.challenge.points")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank} className="border-b border-slate-100">
                <td className="py-1.5 pr-3 text-right tabular-nums">{row.rank}</td>
                <td className="py-1.5 pr-3">{row.displayName}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatPercent(row.progress)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
