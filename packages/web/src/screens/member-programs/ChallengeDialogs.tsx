import type { MemberRef } from "@wellkit/core"
import { ChallengeTeamInput, type MemberChallenge, MemberPrograms } from "@wellkit/core/member-programs"
import { Schema } from "effect"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { ActionDialog } from "../../kit/ActionDialog.js"
import { useRelated } from "../../kit/use-related.js"

interface DialogProps {
  readonly of: MemberRef
  readonly challenge: MemberChallenge | undefined
  readonly onClose: () => void
}

const Nothing = Schema.Struct({})

export const UnenrollDialog = ({ of, challenge, onClose }: DialogProps) => {
  const { t } = useTranslation()
  return (
    <ActionDialog
      open={challenge !== undefined}
      onClose={onClose}
      title={t("memberChallenges.unenrollTitle", { name: challenge?.name ?? "" })}
      body={<p>{t("memberChallenges.unenrollBody")}</p>}
      confirmLabel={t("memberChallenges.unenrollConfirm")}
      danger
      fields={[]}
      initial={{}}
      schema={Nothing}
      run={() =>
        MemberPrograms.unenrollFromChallenge({
          userId: of.userId,
          challengeId: challenge?.challengeId as never,
        })
      }
    />
  )
}

/** PUT team: the challenge's teams come from its details, read when the dialog first needs them. */
export const TeamDialog = ({ of, challenge, onClose }: DialogProps) => {
  const { t } = useTranslation()
  const key = challenge ? { userId: of.userId, challengeId: challenge.challengeId } : undefined
  const { entry, retry } = useRelated(MemberPrograms.challenge, key)
  const teams = entry?.value?.teams ?? []
  return (
    <ActionDialog
      open={challenge !== undefined}
      onClose={onClose}
      title={t("memberChallenges.changeTeamTitle", { name: challenge?.name ?? "" })}
      body={entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : undefined}
      confirmLabel={t("memberChallenges.changeTeamConfirm")}
      fields={[
        {
          name: "teamId",
          label: t("memberChallenges.team"),
          kind: "select",
          numeric: true,
          emptyLabel: t("memberChallenges.chooseTeam"),
          options: teams.map((team) => ({ value: team.teamId, label: team.name })),
        },
      ]}
      initial={{ teamId: challenge?.team ? String(challenge.team.teamId) : "" }}
      schema={ChallengeTeamInput}
      run={(input) => MemberPrograms.changeTeam(key as never, input)}
    />
  )
}
