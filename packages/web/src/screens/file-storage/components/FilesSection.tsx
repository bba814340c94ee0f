import { FileStorage, formatBytes, formatMoment, type StoredFile } from "@wellkit/core"
import { useState } from "react"
import { Button } from "../../../components/Button.js"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"
import { ListStates } from "../../../kit/ListStates.js"
import { useDelayedRefresh } from "../../../kit/use-delayed-refresh.js"
import { useFiles } from "../hooks.js"
import { ReplaceImageDialog } from "./ReplaceImageDialog.js"

/** The files of the view chosen; an image's row offers to replace it, and the list is read again 5 s after (ADM-15, K12). */
export const FilesSection = ({
  view,
  title,
}: {
  readonly view: FileStorage.FileView
  readonly title: string
}) => {
  const { t } = useTranslation()
  const { entry, retry } = useFiles(view)
  const refresh = useDelayedRefresh(
    FileStorage.refreshAfter,
    () => FileStorage.reloadFiles(view),
    () => FileStorage.forgetFiles(view.containerId),
  )
  const [replacing, setReplacing] = useState<StoredFile>()
  const files = entry?.value ?? []
  return (
    <section aria-labelledby="storage-files" className="min-w-0 space-y-3">
      <h2 id="storage-files" className="text-base font-semibold">
        {title}
      </h2>
      {refresh.waiting ? (
        <p role="status" className="text-sm text-slate-700">
          {t("fileStorage.files.refreshing")}
        </p>
      ) : null}
      <ListStates
        entry={entry}
        retry={retry}
        matches={files.length}
        query=""
        texts={{
          loading: t("fileStorage.files.loading"),
          empty: t("fileStorage.files.empty"),
          noMatch: t("fileStorage.files.empty"),
          count: t("fileStorage.files.count", { count: files.length }),
        }}
      >
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <TableHead
              columns={[
                t("fileStorage.fields.preview"),
                t("fileStorage.fields.name"),
                t("fileStorage.fields.category"),
                t("fileStorage.fields.type"),
                { label: t("fileStorage.fields.size"), numeric: true },
                t("fileStorage.fields.lastChange"),
                { label: t("fileStorage.fields.actions"), hidden: true },
              ]}
            />
            <tbody>
              {files.map((file) => (
                <tr key={file.fileId} className="border-b border-slate-100 align-middle">
                  <td className="py-1.5 pr-3">
                    {file.preview ? (
                      <img
                        src={file.preview}
                        alt={t("fileStorage.files.previewOf", { name: file.name })}
                        className="h-12 w-12 rounded border border-slate-200 object-contain"
                      />
                    ) : (
                      <span className="text-xs text-slate-500">{t("fileStorage.files.noPreview")}</span>
                    )}
                  </td>
                  <td className="py-1.5 pr-3 font-mono">{file.name}</td>
                  <td className="py-1.5 pr-3">{file.categoryName}</td>
                  <td className="py-1.5 pr-3">{file.contentType}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatBytes(file.bytes)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    <time dateTime={file.lastModified}>{formatMoment(file.lastModified)}</time>
                  </td>
                  <td className="py-1.5 text-right">
                    {FileStorage.isImage(file.contentType) ? (
                      <Button
                        variant="secondary"
                        aria-label={t("fileStorage.replace.open", { name: file.name })}
                        onClick={() => setReplacing(file)}
                      >
                        {t("fileStorage.replace.short")}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
      <ReplaceImageDialog
        file={replacing}
        onClose={() => setReplacing(undefined)}
        refresh={refresh.schedule}
      />
    </section>
  )
}
