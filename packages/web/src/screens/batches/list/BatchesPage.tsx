import type { EntityId } from "@wellkit/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useEntities } from "../../../app/use-entities.js"
import { Button } from "../../../components/Button.js"
import { SelectField } from "../../../components/SelectField.js"
import { entityIdFrom } from "../../messages/params.js"
import { useBatches } from "../hooks.js"
import { batchesHref } from "../paths.js"
import { UploadPanel } from "../upload/UploadPanel.js"
import { BatchTable } from "./BatchTable.js"

/** POR-17: upload an employee file and follow what became of each upload. */
export const BatchesPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { entities } = useEntities()
  const requested = entityIdFrom(params.get("entityId"))
  const entityId = requested ?? entities[0]?.id
  const { entry, retry } = useBatches(entityId)

  useEffect(() => {
    if (requested === undefined && entityId !== undefined) navigate(batchesHref(entityId), { replace: true })
  }, [requested, entityId, navigate])

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-4">
        <h1 className="mr-auto text-2xl font-semibold">{t("batches.list.title")}</h1>
        <SelectField
          label={t("batches.list.organisation")}
          value={entityId ?? ""}
          disabled={entities.length === 0}
          options={entities.map((entity) => ({
            value: entity.id,
            label: entity.parentId === null ? entity.name : `— ${entity.name}`,
          }))}
          onChange={(value) => navigate(batchesHref(Number(value) as EntityId))}
        />
      </header>

      {entityId !== undefined ? <UploadPanel key={entityId} entityId={entityId} /> : null}

      <section
        aria-labelledby="batch-list-heading"
        aria-busy={entry?.status === "loading"}
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="batch-list-heading" className="mb-3 text-lg font-semibold">
          {t("batches.list.history")}
        </h2>
        {entry?.status === "error" ? (
          <div
            role="alert"
            className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
          >
            <span>{entry.value ? t("batches.list.stale") : t("ERRORS.GET_BATCHES_FAILED")}</span>
            <Button variant="secondary" onClick={retry}>
              {t("batches.list.retry")}
            </Button>
          </div>
        ) : null}
        {entry === undefined || (entry.status === "loading" && entry.value === undefined) ? (
          <p role="status" className="text-sm text-slate-600">
            {t("batches.list.loading")}
          </p>
        ) : entry.value !== undefined && entry.value.length === 0 ? (
          <p className="text-sm text-slate-600">{t("batches.list.empty")}</p>
        ) : entry.value !== undefined && entityId !== undefined ? (
          <BatchTable entityId={entityId} batches={entry.value} />
        ) : null}
      </section>
    </div>
  )
}

/** Lazy route entry. */
export const Component = BatchesPage
