import {
  type EntityId,
  type Message,
  type MessageHeaderId,
  type MessageInput,
  Messages,
  type Redirect,
} from "@wellkit/core"
import { useCallback, useState } from "react"
import { showFailure } from "../../../app/failure.js"
import { useRedirect } from "../../../app/navigation.js"
import { reportReadFailure, useRead } from "../../../app/use-cache.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { showError, showSuccess } from "../../../shell/notify.js"
import { useEntities } from "../hooks.js"
import { MessageForm } from "../message-form/MessageForm.js"
import { CopyDialog } from "./CopyDialog.js"
import { DeleteDialog } from "./DeleteDialog.js"

interface MessageDetailProps {
  readonly entityId: EntityId
  readonly messageHeaderId: MessageHeaderId
  readonly onClose: () => void
}

export const MessageDetail = ({ entityId, messageHeaderId, onClose }: MessageDetailProps) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const { entities } = useEntities()
  const [dialog, setDialog] = useState<"delete" | "copy" | undefined>()
  const [busy, setBusy] = useState(false)
  /** What a save or refresh answered, shown until the page reads the message again. */
  const [saved, setMessage] = useState<Message | undefined>()
  const go = useRedirect()
  const get = useCallback((id: MessageHeaderId) => client.messages.get(entityId, id), [client, entityId])
  const { state, retry } = useRead(get, messageHeaderId, (error) => {
    // ADM-8: a message that is not there is a toast and the list; any other failure stays here.
    const redirect = Messages.redirectOnGetFailure(error, entityId)
    if (!redirect) return reportReadFailure(error)
    showError(error)
    go(redirect)
  })
  const message = saved ?? state.value

  /** Runs one action: the toast and redirect come from core's outcome, failures from its error. */
  const act = async <A,>(
    work: () => Promise<{
      result: A
      toast: Parameters<typeof showSuccess>[0]
      redirect: Redirect | undefined
    }>,
  ) => {
    setBusy(true)
    try {
      const outcome = await work()
      showSuccess(outcome.toast)
      setDialog(undefined)
      go(outcome.redirect)
      return outcome.result
    } catch (error) {
      showFailure(error)
      return undefined
    } finally {
      setBusy(false)
    }
  }

  if (!message && state.status === "error") return <LoadFailed error={state.error} onRetry={retry} />
  if (!message) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("messages.detail.loading")}
      </p>
    )
  }
  const organisation = entities.find((entity) => entity.id === entityId)?.name ?? String(entityId)
  const save = async (input: MessageInput) => {
    const updated = await act(() => client.run(Messages.save(input)))
    if (updated) setMessage(updated)
  }
  const refresh = async () => {
    const refreshed = await act(() => client.run(Messages.refresh(entityId, messageHeaderId)))
    if (refreshed) setMessage(refreshed)
  }

  return (
    <section aria-labelledby="message-detail-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="message-detail-title" className="text-lg font-semibold">
            {t("messages.form.editTitle", { messageId: message.messageId })}
          </h2>
          <p className="text-xs text-slate-500">
            {message.refreshedAt
              ? t("messages.detail.lastRefreshed", {
                  when: new Date(message.refreshedAt).toLocaleString("en"),
                })
              : t("messages.detail.neverRefreshed")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={refresh}
            disabled={busy}
            title={t("messages.detail.refreshHint")}
          >
            {t("messages.detail.refresh")}
          </Button>
          <Button variant="secondary" onClick={() => setDialog("copy")} disabled={busy}>
            {t("messages.detail.copy")}
          </Button>
          <Button variant="danger" onClick={() => setDialog("delete")} disabled={busy}>
            {t("messages.detail.delete")}
          </Button>
        </div>
      </header>
      <MessageForm entityId={entityId} message={message} onSubmit={save} onCancel={onClose} />
      <DeleteDialog
        open={dialog === "delete"}
        busy={busy}
        messageId={message.messageId}
        organisation={organisation}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void act(() => client.run(Messages.remove(entityId, messageHeaderId)))}
      />
      <CopyDialog
        open={dialog === "copy"}
        busy={busy}
        messageId={message.messageId}
        entities={entities.filter((entity) => entity.id !== entityId)}
        onClose={() => setDialog(undefined)}
        onConfirm={(target) => void act(() => client.run(Messages.copy(entityId, messageHeaderId, target)))}
      />
    </section>
  )
}
