import { FUNDING_PATH } from "@wellkit/core"
import { useOrganization } from "../../app/use-organization.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { CardsPanel } from "./CardsPanel.js"
import { FundsForm } from "./FundsForm.js"
import { useFunding } from "./hooks.js"
import { RewardGroupForm } from "./RewardGroupForm.js"

/** POR-8, POR-9: the reward group, the cards that fund it, and adding funds. */
export const FundingPage = () => {
  const { t } = useTranslation()
  const { entities, entityId, choose } = useOrganization(FUNDING_PATH)
  const { entry, retry } = useFunding(entityId)

  const view = entry?.value
  return (
    <div className="space-y-5">
      <PageHeader title={t("funding.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {entry?.status === "error" && !view ? null : !view || entityId === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          {t("funding.loading")}
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2" aria-busy={entry?.status === "loading"}>
          <section
            aria-labelledby="group-heading"
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="group-heading" className="text-lg font-semibold">
              {view.rewardGroup.name}
            </h2>
            <p className="text-xs text-slate-600">
              {t("funding.group.account", { id: view.identifiers.customerAccountId })}
            </p>
            <RewardGroupForm
              key={`${view.rewardGroup.rewardGroupId}:${view.rewardGroup.balance}`}
              group={view.rewardGroup}
            />
          </section>
          <section
            aria-labelledby="funds-heading"
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="funds-heading" className="text-lg font-semibold">
              {t("funding.funds.title")}
            </h2>
            <FundsForm
              key={view.cards.map((c) => c.creditCardToken).join()}
              entityId={entityId}
              cards={view.cards}
            />
          </section>
          <section className="rounded-lg border border-slate-200 bg-white p-4 lg:col-span-2">
            <CardsPanel entityId={entityId} cards={view.cards} />
          </section>
        </div>
      )}
    </div>
  )
}

export const Component = FundingPage
