import { FLOWS_PATH, FlowId, type FlowSummary, formatMoment, redirectHref } from "@wellkit/core"
import { useMemo, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { decodeId } from "../../app/params.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { ResourceTable } from "../../kit/ResourceTable.js"
import { FlowPanel, NewFlow } from "./FlowPanel.js"
import { useFlows } from "./hooks.js"
import { ImportDialog } from "./ImportDialog.js"

const flowIdFrom = decodeId(FlowId)
const hrefOf = (id: unknown) => redirectHref({ path: FLOWS_PATH, params: { flowId: String(id) } })

/** /noap/admin/flows: every flow (they belong to no organization), the chosen one (`?flowId=`) or a new one beside them. */
export const FlowsPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const [filter, setFilter] = useState("")
  const [importing, setImporting] = useState(false)
  const chosen = params.get("flowId")
  const flowId = flowIdFrom(chosen)
  const { entry, retry } = useFlows()

  // UI-5: the filter applies once typing pauses.
  const settled = useDebouncedValue(filter)
  const shown = useMemo(() => {
    const needle = settled.trim().toLowerCase()
    const all = entry?.value ?? []
    return needle ? all.filter((f) => `${f.name} ${f.tag}`.toLowerCase().includes(needle)) : all
  }, [entry?.value, settled])
  const columns = useMemo(
    () =>
      [
        { field: "name", label: t("flows.fields.name") },
        { field: "tag", label: t("flows.fields.tag"), render: (f: FlowSummary) => f.tag || "—" },
        {
          field: "isActive",
          label: t("flows.fields.status"),
          render: (f: FlowSummary) => t(f.isActive ? "flows.list.active" : "flows.list.inactive"),
        },
        {
          field: "updatedAt",
          label: t("flows.fields.updated"),
          render: (f: FlowSummary) => <time dateTime={f.updatedAt}>{formatMoment(f.updatedAt)}</time>,
        },
      ] as const,
    [t],
  )

  return (
    <div className="space-y-5">
      <PageHeader title={t("flows.title")}>
        <Field label={t("flows.list.filter")}>
          <input
            type="search"
            className={inputClass}
            placeholder={t("flows.list.filterPlaceholder")}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Field>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          {t("flows.list.import")}
        </Button>
        <Link
          to={redirectHref({ path: FLOWS_PATH, params: { new: "1" } })}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("flows.list.create")}
        </Link>
      </PageHeader>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <section aria-label={t("flows.title")} className="rounded-lg border border-slate-200 bg-white p-4">
          <ListStates
            entry={entry}
            retry={retry}
            matches={shown.length}
            query={settled}
            texts={{
              loading: t("flows.list.loading"),
              empty: t("flows.list.empty"),
              noMatch: t("flows.list.noMatch", { filter: settled }),
              count: t("flows.list.count", { count: shown.length }),
            }}
          >
            <ResourceTable<FlowSummary>
              caption={t("flows.title")}
              idField="flowId"
              columns={columns}
              rows={shown}
              selected={flowId}
              hrefOf={hrefOf}
            />
          </ListStates>
        </section>

        <section className="rounded-lg border border-slate-200 bg-white p-4">
          {params.get("new") === "1" ? (
            <NewFlow />
          ) : chosen !== null ? (
            <FlowPanel key={chosen} flowId={flowId} />
          ) : (
            <p className="text-sm text-slate-600">{t("flows.list.none")}</p>
          )}
        </section>
      </div>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  )
}

/** Lazy route entry. */
export const Component = FlowsPage
