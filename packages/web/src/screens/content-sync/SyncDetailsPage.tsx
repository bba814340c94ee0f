import type { SyncDetails } from "@wellkit/core"
import { CONTENT_SYNC_PATH } from "@wellkit/core/content/path"
import { useMemo } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { syncWhen } from "./components/words.js"
import { namesOf, type SyncNames, usePickLists } from "./hooks.js"

/** /noap/admin/contentSync/:batchId: one sync, its items and what became of each (ours). */
export const SyncDetailsPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const batchId = useParams().id ?? ""
  const [params] = useSearchParams()
  // Back to the history page the person came from.
  const page = Number(params.get("page"))
  const back = `${CONTENT_SYNC_PATH}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ""}`
  const read = useMemo(() => (id: string) => client.content.details(id), [client])
  const { state, retry } = useRead(read, batchId)
  const lists = usePickLists()
  return (
    <div className="max-w-4xl space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("contentSync.details.back")}
      </Link>
      <RecordStates<SyncDetails>
        read={state}
        retry={retry}
        texts={{
          loading: t("contentSync.details.loading"),
          notFound: t("contentSync.details.notFound", { batchId }),
          notFoundTitle: t("contentSync.details.notFoundTitle"),
        }}
      >
        {(sync) => (
          <>
            {/* Without the lists the sync still shows, by its ids; the failure says so once, with Try again. */}
            {lists.state.status === "error" ? (
              <LoadFailed error={lists.state.error} onRetry={lists.retry} />
            ) : null}
            <Details sync={sync} names={namesOf(lists.state.value)} />
          </>
        )}
      </RecordStates>
    </div>
  )
}

const Details = ({ sync, names }: { readonly sync: SyncDetails; readonly names: SyncNames }) => {
  const { t } = useTranslation()
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t("contentSync.details.reference"), sync.batchId],
    [t("contentSync.history.status"), t(`contentSync.status.${sync.status}`)],
    [t("contentSync.history.environment"), names.environment(sync.environmentId)],
    [t("contentSync.history.contentType"), names.type(sync.contentTypeId)],
    [t("contentSync.history.syncType"), names.syncType(sync.syncTypeId)],
    [t("contentSync.history.requestedAt"), syncWhen(sync.requestedAt)],
    [t("contentSync.history.requestedBy"), sync.requestedBy],
  ]
  return (
    <>
      <h1 className="text-2xl font-semibold">
        {t("contentSync.details.title", {
          type: names.type(sync.contentTypeId),
          environment: names.environment(sync.environmentId),
        })}
      </h1>
      <section aria-labelledby="sync-facts" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="sync-facts" className="mb-2 text-lg font-semibold">
          {t("contentSync.details.facts")}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="sync-items" className="space-y-2">
        <h2 id="sync-items" className="text-lg font-semibold">
          {t("contentSync.details.items")}
        </h2>
        {sync.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("contentSync.details.noItems")}</p>
        ) : (
          <div className="relative overflow-x-auto contain-inline-size">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("contentSync.details.items")}</caption>
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t("contentSync.details.item")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("contentSync.details.outcome")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("contentSync.details.reason")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sync.items.map((item) => (
                  <tr key={item.itemId} className="border-b border-slate-100">
                    <td className="py-2 pr-3">{item.name}</td>
                    <td className="py-2 pr-3">{t(`contentSync.outcome.${item.outcome}`)}</td>
                    <td className="py-2 pr-3">{item.reason ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

export const Component = SyncDetailsPage
