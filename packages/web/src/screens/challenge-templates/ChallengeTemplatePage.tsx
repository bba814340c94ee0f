import { CHALLENGE_TEXT_MAX, ChallengeTemplates } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/challengeTemplates/{id} (or /new): one template of the challenge catalogue. */
export const ChallengeTemplatePage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={ChallengeTemplates}
      blank={{ name: "", description: "", durationDays: 28, goal: "" }}
      fields={[
        {
          name: "name",
          label: t("challengeTemplates.fields.name"),
          kind: "text",
          maxLength: CHALLENGE_TEXT_MAX.name,
        },
        {
          name: "goal",
          label: t("challengeTemplates.fields.goal"),
          kind: "text",
          // The contract's limit, as the name's: a person cannot type more than is accepted.
          maxLength: CHALLENGE_TEXT_MAX.goal,
          hint: t("challengeTemplates.goalHint"),
        },
        {
          name: "durationDays",
          label: t("challengeTemplates.fields.durationDays"),
          kind: "number",
          hint: t("challengeTemplates.durationHint"),
        },
        { name: "description", label: t("challengeTemplates.fields.description"), kind: "textarea" },
      ]}
      titles={{
        create: t("challengeTemplates.create"),
        edit: (template) => t("challengeTemplates.edit", { name: template.name }),
        deleteQuestion: (template) => t("challengeTemplates.deleteQuestion", { name: template.name }),
      }}
    />
  )
}

export const Component = ChallengeTemplatePage
