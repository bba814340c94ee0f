import { type EntityId, FUNDING_PATH, redirectHref } from "@wellkit/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useEntities } from "../../app/use-entities.js"
import { Button } from "../../components/Button.js"
import { SelectField } from "../../components/SelectField.js"
import { entityIdFrom } from "../messages/params.js"
import { CardsPanel } from "./CardsPanel.js"
import { FundsForm } from "./FundsForm.js"
import { useFunding } from "./hooks.js"
import { RewardGroupForm } from "./RewardGroupForm.js"

const hrefFor = (entityId: EntityId) =>
  redirectHref({ path: FUNDING_PATH, params: { entityId: String(entityId) } })

/** POR-8, POR-9: the reward group, the cards that fund it, and adding funds. */
export const FundingPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { entities } = useEntities()
  const requested = entityIdFrom(params.get("entityId"))
  const entityId = requested ?? entities[0]?.id
  const { entry, retry } = useFunding(entityId)

  useEffect(() => {
    if (requested === undefined && entityId !== undefined) navigate(hrefFor(entityId), { replace: true })
  }, [requested, entityId, navigate])

  const view = entry?.value
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-4">
        <h1 className="mr-auto text-2xl font-semibold">{t("funding.title")}</h1>
        <SelectField
          label={t("funding.organisation")}
          value={entityId ?? ""}
          disabled={entities.length === 0}
          options={entities.map((entity) => ({
            value: entity.id,
            label: entity.parentId === null ? entity.name : `— ${entity.name}`,
          }))}
          onChange={(value) => navigate(hrefFor(Number(value) as EntityId))}
        />
      </header>
      {entry?.status === "error" && !view ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        >
          {t("funding.failed")}
          <Button variant="secondary" onClick={retry}>
            {t("funding.retry")}
          </Button>
        </div>
      ) : !view || entityId === undefined ? (
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
