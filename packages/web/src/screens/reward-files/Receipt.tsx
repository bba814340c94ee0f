import { formatMoment, type RewardFileReceipt } from "@wellkit/core"
import { useId } from "react"
import { useTranslation } from "../../i18n/index.js"

/** What the API said it received: the words to quote when asking about a file. */
export const Receipt = ({ receipt }: { readonly receipt: RewardFileReceipt }) => {
  const { t } = useTranslation()
  const titleId = useId()
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t("rewardFiles.receipt.fileName"), receipt.fileName],
    [t("rewardFiles.receipt.bytes"), t("rewardFiles.receipt.bytesValue", { bytes: receipt.bytes })],
    [t("rewardFiles.receipt.receivedAt"), formatMoment(receipt.receivedAt)],
    [t("rewardFiles.receipt.fileId"), receipt.fileId],
  ]
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t("rewardFiles.receipt.title")}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="font-mono text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
