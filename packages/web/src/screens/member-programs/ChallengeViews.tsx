import type { MemberRef } from "@wellkit/core"
import { formatDay } from "@wellkit/core"
import {
  type MemberChallenge,
  type MemberChallengeDetails,
  MemberPrograms,
  markMember,
} from "@wellkit/core/member-programs"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { RelatedList } from "../../kit/RelatedList.js"
import { useRelated } from "../../kit/use-related.js"

interface ViewProps {
  readonly of: MemberRef
  readonly challenge: MemberChallenge
}

const keyOf = ({ of, challenge }: ViewProps) => ({ userId: of.userId, challengeId: challenge.challengeId })

/** The challenge as the member is in it: goal, group, participants and teams. */
export const ChallengeDetails = (props: ViewProps) => {
  const { t } = useTranslation()
  const { entry, retry } = useRelated(MemberPrograms.challenge, keyOf(props))
  return (
    <RecordStates<MemberChallengeDetails>
      read={entry}
      retry={retry}
      texts={{ loading: t("memberChallenges.detailsLoading"), notFound: t("memberChallenges.empty") }}
    >
      {(details) => (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t("memberChallenges.goal")}</dt>
          <dd>{details.goal}</dd>
          <dt className="font-medium">{t("memberChallenges.packageGroup")}</dt>
          <dd>{details.packageGroupName}</dd>
          <dt className="font-medium">{t("memberChallenges.columns.dates")}</dt>
          <dd>{t("memberChallenges.dates", { start: details.startDate, end: details.endDate })}</dd>
          <dt className="font-medium">{t("memberChallenges.columns.team")}</dt>
          <dd>{details.team?.name ?? t("memberChallenges.noTeam")}</dd>
          <dt className="font-medium">{t("memberChallenges.participants")}</dt>
          <dd>{details.participants}</dd>
          <dt className="font-medium">{t("memberChallenges.teams")}</dt>
          <dd>{details.teams.map((team) => team.name).join(", ") || t("memberChallenges.noTeam")}</dd>
        </dl>
      )}
    </RecordStates>
  )
}

export const ChallengeActivities = (props: ViewProps) => {
  const { t } = useTranslation()
  return (
    <RelatedList
      related={MemberPrograms.challengeActivities}
      of={keyOf(props)}
      texts={{
        loading: t("memberChallenges.activitiesLoading"),
        empty: t("memberChallenges.activitiesEmpty"),
        count: (count) => t("memberChallenges.activitiesCount", { count }),
      }}
    >
      {(rows) => (
        <table className="w-full max-w-xl border-collapse text-left text-sm">
          <caption className="sr-only">
            {t("memberChallenges.activitiesOf", { name: props.challenge.name })}
          </caption>
          <TableHead
            columns={[
              t("memberChallenges.activityColumns.date"),
              t("memberChallenges.activityColumns.description"),
              { label: t("memberChallenges.activityColumns.points"), numeric: true },
            ]}
          />
          <tbody>
            {rows.map((activity) => (
              <tr key={activity.activityId} className="border-b border-slate-100">
                <td className="py-1.5 pr-3 tabular-nums">{formatDay(activity.date)}</td>
                <td className="py-1.5 pr-3">{activity.description}</td>
                <td className="py-1.5 text-right tabular-nums">{activity.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RelatedList>
  )
}

/** Everyone in the challenge, best first; the member's own row is marked in words and in colour. */
export const ChallengeLeaderboard = (props: ViewProps) => {
  const { t } = useTranslation()
  return (
    <RelatedList
      related={MemberPrograms.leaderboard}
      of={keyOf(props)}
      texts={{
        loading: t("memberChallenges.leaderboardLoading"),
        empty: t("memberChallenges.leaderboardEmpty"),
        count: (count) => t("memberChallenges.leaderboardCount", { count }),
      }}
      rows={(value) => markMember(value, props.of.userId)}
    >
      {(rows) => (
        <table className="w-full max-w-2xl border-collapse text-left text-sm">
          <caption className="sr-only">
            {t("memberChallenges.leaderboardOf", { name: props.challenge.name })}
          </caption>
          <TableHead
            columns={[
              { label: t("memberChallenges.leaderboardColumns.rank"), numeric: true },
              t("memberChallenges.leaderboardColumns.name"),
              t("memberChallenges.leaderboardColumns.team"),
              { label: t("memberChallenges.leaderboardColumns.points"), numeric: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.userId}
                aria-current={row.isMember ? "true" : undefined}
                className={`border-b border-slate-100 ${row.isMember ? "bg-amber-100 font-semibold" : ""}`}
              >
                <td className="py-1.5 pr-3 text-right tabular-nums">{row.rank}</td>
                <td className="py-1.5 pr-3">
                  {row.name}
                  {row.isMember ? ` ${t("memberChallenges.thisMember")}` : ""}
                </td>
                <td className="py-1.5 pr-3">{row.teamName ?? t("memberChallenges.noTeam")}</td>
                <td className="py-1.5 text-right tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RelatedList>
  )
}
