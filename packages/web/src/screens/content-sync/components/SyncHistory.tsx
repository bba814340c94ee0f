import { Content, type SyncRecord } from "@wellkit/core"
import { CONTENT_SYNC_PATH } from "@wellkit/core/content/path"
import { useState } from "react"
import { Link } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { SearchResults } from "../../../kit/SearchResults.js"
import { showSuccess } from "../../../shell/notify.js"
import { type SyncNames, useSyncHistory } from "../hooks.js"
import { syncWhen } from "./words.js"

/**
 * ADM-16: the past syncs, 10 a page from page 1, paged by the server with the
 * page in the address (K13), so Back goes to the page before. A queued sync
 * can be deleted; each opens on its own page.
 */
export const SyncHistory = ({ names }: { readonly names: SyncNames }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const search = useSyncHistory()
  const [deleting, setDeleting] = useState<SyncRecord>()
  const [busy, setBusy] = useState(false)
  const from = Content.historyList.paramsOf(search.query)
  const detailHref = (batchId: string) =>
    `${CONTENT_SYNC_PATH}/${encodeURIComponent(batchId)}${from.page ? `?page=${from.page}` : ""}`

  const confirm = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      // The service reads the page shown again, once, whatever the answer.
      const { toast } = await client.content.deleteSync(deleting.batchId)
      showSuccess(toast)
      setDeleting(undefined)
    } catch (error) {
      setDeleting(undefined)
      showFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const cell = "py-2 pr-3"
  return (
    <section aria-labelledby="sync-history-title" className="space-y-3">
      <h2 id="sync-history-title" className="text-lg font-semibold">
        {t("contentSync.history.title")}
      </h2>
      <SearchResults
        search={search}
        texts={{
          loading: t("contentSync.history.loading"),
          empty: t("contentSync.history.empty"),
          noMatch: t("contentSync.history.empty"),
          count: (count) => t("contentSync.history.count", { count }),
        }}
        render={(rows) => (
          <div className="relative overflow-x-auto contain-inline-size">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("contentSync.history.caption")}</caption>
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  {(
                    [
                      "batch",
                      "requestedAt",
                      "environment",
                      "contentType",
                      "syncType",
                      "status",
                      "itemCount",
                      "requestedBy",
                      "actions",
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {t(`contentSync.history.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((sync) => (
                  <tr key={sync.batchId} className="border-b border-slate-100">
                    <td className={`${cell} font-mono`}>
                      <Link
                        to={detailHref(sync.batchId)}
                        className="font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                      >
                        {sync.batchId}
                      </Link>
                    </td>
                    <td className={cell}>{syncWhen(sync.requestedAt)}</td>
                    <td className={cell}>{names.environment(sync.environmentId)}</td>
                    <td className={cell}>{names.type(sync.contentTypeId)}</td>
                    <td className={cell}>{names.syncType(sync.syncTypeId)}</td>
                    <td className={cell}>{t(`contentSync.status.${sync.status}`)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{sync.itemCount ?? "—"}</td>
                    <td className={cell}>{sync.requestedBy}</td>
                    <td className={cell}>
                      {Content.mayDelete(sync.status) ? (
                        <Button
                          variant="secondary"
                          className="px-2 py-1"
                          aria-label={t("contentSync.history.deleteName", {
                            type: names.type(sync.contentTypeId),
                            environment: names.environment(sync.environmentId),
                            when: syncWhen(sync.requestedAt),
                          })}
                          onClick={() => setDeleting(sync)}
                        >
                          {t("contentSync.history.delete")}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t("contentSync.history.deleteQuestion", {
          type: deleting ? names.type(deleting.contentTypeId) : "",
          environment: deleting ? names.environment(deleting.environmentId) : "",
        })}
        confirmLabel={t("contentSync.history.deleteConfirm")}
        cancelLabel={t("contentSync.history.cancel")}
        busy={busy}
        busyLabel={t("contentSync.history.deleting")}
        danger
        onConfirm={() => void confirm()}
        onClose={() => setDeleting(undefined)}
      >
        <p className="text-sm text-slate-700">{t("contentSync.history.deleteBody")}</p>
      </ConfirmDialog>
    </section>
  )
}
