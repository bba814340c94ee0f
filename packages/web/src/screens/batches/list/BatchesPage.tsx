import { BATCHES_PATH } from "@wellkit/core"
import { useOrganization } from "../../../app/use-organization.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { OrganizationPicker } from "../../../components/OrganizationPicker.js"
import { PageHeader } from "../../../components/PageHeader.js"
import { useTranslation } from "../../../i18n/index.js"
import { useBatches } from "../hooks.js"
import { UploadPanel } from "../upload/UploadPanel.js"
import { BatchTable } from "./BatchTable.js"

/** POR-17: upload an employee file and follow what became of each upload. */
export const BatchesPage = () => {
  const { t } = useTranslation()
  const { entities, entityId, choose } = useOrganization(BATCHES_PATH)
  const { entry, retry } = useBatches(entityId)

  return (
    <div className="space-y-5">
      <PageHeader title={t("batches.list.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>

      {entityId !== undefined ? <UploadPanel key={entityId} entityId={entityId} /> : null}

      <section
        aria-labelledby="batch-list-heading"
        aria-busy={entry?.status === "loading"}
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="batch-list-heading" className="mb-3 text-lg font-semibold">
          {t("batches.list.history")}
        </h2>
        {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
        {entry === undefined || (entry.status === "loading" && entry.value === undefined) ? (
          <p role="status" className="text-sm text-slate-600">
            {t("batches.list.loading")}
          </p>
        ) : entry.value !== undefined && entry.value.length === 0 ? (
          <p className="text-sm text-slate-600">{t("batches.list.empty")}</p>
        ) : entry.value !== undefined && entityId !== undefined ? (
          <div className="relative overflow-x-auto contain-inline-size">
            <BatchTable entityId={entityId} batches={entry.value} />
          </div>
        ) : null}
      </section>
    </div>
  )
}

/** Lazy route entry. */
export const Component = BatchesPage
