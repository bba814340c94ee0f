import { localDay, type MemberRef } from "@wellkit/core"
import { challengeActions, type MemberChallenge, MemberPrograms } from "@wellkit/core/member-programs"
import { useState } from "react"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { useRelated } from "../../kit/use-related.js"
import { TeamDialog, UnenrollDialog } from "./ChallengeDialogs.js"
import { ChallengeActivities, ChallengeDetails, ChallengeLeaderboard } from "./ChallengeViews.js"
import { RowButton, SubView } from "./SubView.js"

type Kind = "details" | "activities" | "leaderboard"
interface View {
  readonly kind: Kind
  readonly challenge: MemberChallenge
}

const titles = { details: "detailsOf", activities: "activitiesOf", leaderboard: "leaderboardOf" } as const
const views = {
  details: ChallengeDetails,
  activities: ChallengeActivities,
  leaderboard: ChallengeLeaderboard,
}

/** The member's challenges tab: each row opens its details, activities or leaderboard; unenroll and change team. */
export const ChallengesPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  const { entry, retry } = useRelated(MemberPrograms.challenges, of.userId)
  const [view, setView] = useState<View>()
  const [unenrolling, setUnenrolling] = useState<MemberChallenge>()
  const [moving, setMoving] = useState<MemberChallenge>()
  const rows = entry?.value ?? []
  // A challenge the member left closes its sub-view with it.
  const shown = view && rows.some((row) => row.challengeId === view.challenge.challengeId) ? view : undefined
  const isOpen = (kind: Kind, challenge: MemberChallenge) =>
    shown?.kind === kind && shown.challenge.challengeId === challenge.challengeId
  const toggle = (kind: Kind, challenge: MemberChallenge) =>
    setView(isOpen(kind, challenge) ? undefined : { kind, challenge })
  const View = shown ? views[shown.kind] : undefined
  return (
    <section aria-labelledby="member-challenges-title" className="space-y-3">
      <h2 id="member-challenges-title" className="text-lg font-semibold">
        {t("memberChallenges.title")}
      </h2>
      <ListStates
        entry={entry}
        retry={retry}
        matches={rows.length}
        query=""
        texts={{
          loading: t("memberChallenges.loading"),
          empty: t("memberChallenges.empty"),
          noMatch: t("memberChallenges.empty"),
          count: t("memberChallenges.count", { count: rows.length }),
        }}
      >
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("memberChallenges.title")}</caption>
            <TableHead
              columns={[
                t("memberChallenges.columns.name"),
                t("memberChallenges.columns.team"),
                t("memberChallenges.columns.dates"),
                { label: t("memberChallenges.columns.rank"), numeric: true },
                { label: t("memberChallenges.columns.points"), numeric: true },
                { label: t("memberChallenges.columns.actions"), hidden: true },
              ]}
            />
            <tbody>
              {rows.map((challenge) => {
                const allowed = challengeActions(challenge, localDay())
                return (
                  <tr key={challenge.challengeId} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {challenge.name}
                    </th>
                    <td className="py-2 pr-3">{challenge.team?.name ?? t("memberChallenges.noTeam")}</td>
                    <td className="py-2 pr-3 tabular-nums">
                      {t("memberChallenges.dates", { start: challenge.startDate, end: challenge.endDate })}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {challenge.rank ?? t("memberChallenges.noRank")}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{challenge.points}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        {(["details", "activities", "leaderboard"] as const).map((kind) => (
                          <RowButton
                            key={kind}
                            label={t(`memberChallenges.${kind}`)}
                            of={challenge.name}
                            expanded={isOpen(kind, challenge)}
                            onClick={() => toggle(kind, challenge)}
                          />
                        ))}
                        {allowed.changeTeam ? (
                          <RowButton
                            label={t("memberChallenges.changeTeam")}
                            of={challenge.name}
                            onClick={() => setMoving(challenge)}
                          />
                        ) : null}
                        {allowed.unenroll ? (
                          <RowButton
                            label={t("memberChallenges.unenroll")}
                            of={challenge.name}
                            onClick={() => setUnenrolling(challenge)}
                          />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </ListStates>
      {shown && View ? (
        <SubView
          title={t(`memberChallenges.${titles[shown.kind]}`, { name: shown.challenge.name })}
          hideLabel={t("memberChallenges.hide")}
          onHide={() => setView(undefined)}
        >
          <View of={of} challenge={shown.challenge} />
        </SubView>
      ) : null}
      <UnenrollDialog of={of} challenge={unenrolling} onClose={() => setUnenrolling(undefined)} />
      <TeamDialog of={of} challenge={moving} onClose={() => setMoving(undefined)} />
    </section>
  )
}
