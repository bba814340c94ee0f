import { type EntityId, formatMoment, type Message, type MessageHeaderId, Messages } from "@wellkit/core"
import { useCallback, useMemo, useState } from "react"
import { useRedirect } from "../../app/navigation.js"
import { reportReadFailure, useRead } from "../../app/use-cache.js"
import { useEntities } from "../../app/use-entities.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { PreviewLink } from "../../components/PreviewLink.js"
import { useTranslation } from "../../i18n/index.js"
import { CopyDialog } from "../../kit/CopyDialog.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { showError } from "../../shell/notify.js"
import { messageFields } from "./fields.js"

interface MessageDetailProps {
  readonly entityId: EntityId
  readonly messageHeaderId: MessageHeaderId
  readonly onClose: () => void
}

/** One message beside the list: its form, refresh from the parent, copy and delete. */
export const MessageDetail = ({ entityId, messageHeaderId, onClose }: MessageDetailProps) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const { entities } = useEntities()
  const go = useRedirect()
  const { act, busy } = useResourceAction()
  const [dialog, setDialog] = useState<"delete" | "copy" | undefined>()
  /** What a save or refresh answered, shown until the page reads the message again. */
  const [saved, setSaved] = useState<Message | undefined>()
  const fields = useMemo(() => messageFields(t), [t])
  const get = useCallback((id: MessageHeaderId) => client.messages.get(entityId, id), [client, entityId])
  const { state, retry } = useRead(get, messageHeaderId, (error) => {
    // ADM-8: a message that is not there is a toast and the list; any other failure stays here.
    const redirect = Messages.redirectOnGetFailure(error, entityId)
    if (!redirect) return reportReadFailure(error)
    showError(error)
    go(redirect)
  })
  const message = saved ?? state.value
  if (!message && state.status === "error") return <LoadFailed error={state.error} onRetry={retry} />
  if (!message) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("messages.detail.loading")}
      </p>
    )
  }
  const keep = async (work: Parameters<typeof act<Message>>[0]) => {
    const done = await act(work)
    if (done.ok) setSaved(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  const settle = async (work: Parameters<typeof act<unknown>>[0]) => {
    if ((await act(work)).ok) setDialog(undefined)
  }
  const organization = entities.find((entity) => entity.id === entityId)?.name ?? String(entityId)
  const title = t("messages.form.editTitle", { messageId: message.messageId })

  return (
    <section aria-labelledby="message-detail-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="message-detail-title" className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-xs text-slate-500">
            {message.refreshedAt
              ? t("messages.detail.lastRefreshed", {
                  when: formatMoment(message.refreshedAt),
                })
              : t("messages.detail.neverRefreshed")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PreviewLink target={{ contentType: "message", entityId, id: messageHeaderId }} />
          <Button
            variant="secondary"
            onClick={() => void keep(Messages.refresh(entityId, messageHeaderId))}
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
      <ResourceForm
        key={JSON.stringify(message)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, message)}
        schema={Messages.resource.input}
        fixed={{ messageHeaderId, ownerEntityId: entityId }}
        busy={busy}
        submitLabel={t("messages.form.save")}
        onSubmit={(input) => keep(Messages.save(input))}
      >
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t("kit.form.cancel")}
        </Button>
      </ResourceForm>
      <ConfirmDialog
        open={dialog === "delete"}
        busy={busy}
        danger
        title={t("messages.detail.deleteTitle", { messageId: message.messageId })}
        confirmLabel={t("messages.detail.deleteConfirm")}
        busyLabel={t("kit.detail.working")}
        cancelLabel={t("kit.form.cancel")}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void settle(Messages.remove(entityId, messageHeaderId))}
      >
        <p>{t("messages.detail.deleteBody", { organization })}</p>
      </ConfirmDialog>
      <CopyDialog
        open={dialog === "copy"}
        busy={busy}
        entities={entities.filter((entity) => entity.id !== entityId)}
        texts={{
          title: t("messages.detail.copyTitle", { messageId: message.messageId }),
          body: t("messages.detail.copyBody"),
          target: t("messages.detail.copyTarget"),
          confirm: t("messages.detail.copyConfirm"),
        }}
        onClose={() => setDialog(undefined)}
        onConfirm={(target) => void settle(Messages.copy(entityId, messageHeaderId, target))}
      />
    </section>
  )
}
