import { formatBytes, REWARD_FILE, type RewardFileReceipt } from "@wellkit/core"
import { type FormEvent, useId, useState } from "react"
import { showFailure } from "../../app/failure.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { useTranslation } from "../../i18n/index.js"
import { type ChosenFile, FileField } from "../../kit/FileField.js"
import { showSuccess } from "../../shell/notify.js"
import { Receipt } from "./Receipt.js"

/**
 * /noap/admin/rewardFiles: staff send a reward file (ADM-17, the command
 * line's CLI-3 in the portal). A failed upload keeps the file, to try again.
 */
export const RewardFilesPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const titleId = useId()
  const [file, setFile] = useState<ChosenFile>()
  const [sending, setSending] = useState(false)
  const [missing, setMissing] = useState(false)
  const [receipt, setReceipt] = useState<RewardFileReceipt>()

  const upload = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    if (!file) return setMissing(true)
    setSending(true)
    try {
      const { receipt, toast } = await client.rewardFiles.upload({
        fileName: file.name,
        content: file.content,
      })
      showSuccess(toast)
      setReceipt(receipt)
      setFile(undefined)
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 id={titleId} className="text-2xl font-semibold">
          {t("rewardFiles.title")}
        </h1>
        <p className="text-slate-600">{t("rewardFiles.intro")}</p>
      </header>
      <form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => void upload(event)}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <FileField
          name="rewardFile"
          label={t("rewardFiles.file")}
          hint={t("rewardFiles.hint")}
          rules={REWARD_FILE}
          read="text"
          file={file}
          onChange={(chosen) => {
            setMissing(false)
            setFile(chosen)
          }}
          error={missing ? t("rewardFiles.chooseFirst") : undefined}
          sending={
            sending && file
              ? { label: t("rewardFiles.sending", { fileName: file.name, size: formatBytes(file.size) }) }
              : undefined
          }
        />
        {/* Busy, not disabled, while sending: the focus stays on it, and a second press does nothing. */}
        <Button
          type="submit"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {sending ? t("rewardFiles.uploading") : t("rewardFiles.upload")}
        </Button>
      </form>
      {receipt ? <Receipt receipt={receipt} /> : null}
    </div>
  )
}

export const Component = RewardFilesPage
