import { CHALLENGES_PATH } from "@wellkit/core"
import { useOrganization } from "../../app/use-organization.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { AddChallenge } from "./AddChallenge.js"
import { ChallengeRow } from "./ChallengeRow.js"
import { useChallenges, useTemplates } from "./hooks.js"

/** POR-5: the organization's challenges; add one from a template, change its dates, remove it. */
export const ChallengesPage = () => {
  const { t } = useTranslation()
  const { entities, entityId, choose } = useOrganization(CHALLENGES_PATH)
  const { entry, retry } = useChallenges(entityId)
  const templates = useTemplates()

  const challenges = entry?.value
  const packageGroupId = challenges?.[0]?.packageGroupId
  return (
    <div className="space-y-5">
      <PageHeader title={t("challenges.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {entry?.status === "error" && !challenges ? null : !challenges || entityId === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          {t("challenges.loading")}
        </p>
      ) : (
        <>
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            {templates.entry?.status === "error" ? (
              <LoadFailed error={templates.entry.error} onRetry={templates.retry} />
            ) : null}
            {packageGroupId !== undefined ? (
              <AddChallenge
                entityId={entityId}
                packageGroupId={packageGroupId}
                templates={templates.entry?.value ?? []}
              />
            ) : (
              <p className="text-sm text-slate-700">{t("challenges.noGroup")}</p>
            )}
          </section>
          <section
            aria-labelledby="challenge-list"
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-busy={entry?.status === "loading"}
          >
            <h2 id="challenge-list" className="text-lg font-semibold">
              {t("challenges.list.title")}
            </h2>
            {challenges.length === 0 ? (
              <p className="text-sm text-slate-600">{t("challenges.list.empty")}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {challenges.map((challenge) => (
                  <ChallengeRow
                    key={`${challenge.challengeId}:${challenge.startDate}:${challenge.endDate}`}
                    entityId={entityId}
                    challenge={challenge}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

export const Component = ChallengesPage
