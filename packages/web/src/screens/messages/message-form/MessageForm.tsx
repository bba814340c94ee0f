import {
  type EntityId,
  type FieldErrors,
  type Message,
  MessageInput,
  Messages,
  validateWith,
} from "@wellkit/core"
import { type FormEvent, useEffect, useState } from "react"
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../app/navigation.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { SafeHtml } from "../../../components/SafeHtml.js"
import { SelectField } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"
import { type Draft, draftOf, toInput } from "./draft.js"
import { useEventChoices } from "./use-event-choices.js"

const validateMessage = validateWith(MessageInput)
const channels = ["email", "push", "inApp"] as const

interface MessageFormProps {
  readonly entityId: EntityId
  readonly message?: Message | undefined
  readonly onSubmit: (input: MessageInput) => Promise<void>
  readonly onCancel: () => void
}

export const MessageForm = ({ entityId, message, onSubmit, onCancel }: MessageFormProps) => {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Draft>(() => draftOf(message))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const { events, actions } = useEventChoices(draft.ownerTypeId)
  useEffect(() => setDraft(draftOf(message)), [message])
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(message))
  const blocker = useUnsavedChanges(dirty && !saving)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const checked = validateMessage(toInput(draft, entityId, message))
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      await onSubmit(checked.value)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={
        message
          ? t("messages.form.editTitle", { messageId: message.messageId })
          : t("messages.form.createTitle")
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={t("messages.form.messageId")}
          hint={t("messages.form.messageIdHint")}
          error={errors.messageId}
        >
          <input
            name="messageId"
            className={`${inputClass} font-mono`}
            value={draft.messageId}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => set("messageId", e.target.value)}
          />
        </Field>
        <Field label={t("messages.form.name")} error={errors.name}>
          <input
            name="name"
            className={inputClass}
            value={draft.name}
            onChange={(e) => set("name", e.target.value)}
          />
        </Field>
        <SelectField
          label={t("messages.form.channel")}
          name="channel"
          value={draft.channel}
          options={channels.map((channel) => ({ value: channel, label: t(`messages.channel.${channel}`) }))}
          onChange={(value) => set("channel", value as Draft["channel"])}
        />
        <SelectField
          label={t("messages.form.ownerType")}
          name="ownerTypeId"
          value={draft.ownerTypeId}
          options={Messages.ownerTypes.map((type) => ({ value: type.ownerTypeId, label: type.name }))}
          onChange={(value) => setDraft((d) => ({ ...d, ownerTypeId: Number(value), eventId: "" }))}
        />
        <SelectField
          label={t("messages.form.event")}
          name="eventId"
          value={draft.eventId}
          error={errors.eventId}
          emptyLabel={t("messages.form.noEvent")}
          options={(events.state.value ?? []).map((item) => ({ value: item.eventId, label: item.name }))}
          onChange={(value) => set("eventId", value)}
        />
        <SelectField
          label={t("messages.form.eventAction")}
          name="eventActionId"
          value={draft.eventActionId}
          error={errors.eventActionId}
          emptyLabel={t("messages.form.noEventAction")}
          options={(actions.state.value ?? []).map((item) => ({
            value: item.eventActionId,
            label: item.name,
          }))}
          onChange={(value) => set("eventActionId", value)}
        />
      </div>
      {events.state.status === "error" ? (
        <LoadFailed error={events.state.error} onRetry={events.retry} />
      ) : null}
      {actions.state.status === "error" ? (
        <LoadFailed error={actions.state.error} onRetry={actions.retry} />
      ) : null}
      <Field label={t("messages.form.body")} error={errors.body}>
        <textarea
          name="body"
          rows={5}
          className={`${inputClass} font-mono`}
          value={draft.body}
          onChange={(e) => set("body", e.target.value)}
        />
      </Field>
      <section
        aria-label={t("messages.form.bodyPreview")}
        className="rounded-md border border-dashed border-slate-300 bg-white p-3"
      >
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("messages.form.bodyPreview")}
        </h3>
        <SafeHtml html={draft.body} className="prose prose-sm text-sm [&_p]:my-1" />
      </section>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="isActive"
          checked={draft.isActive}
          onChange={(e) => set("isActive", e.target.checked)}
          className="h-4 w-4 accent-brand-700"
        />
        {t("messages.form.isActive")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t("messages.form.saving") : t("messages.form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t("messages.form.cancel")}
        </Button>
        {dirty ? <span className="text-sm text-amber-700">{t("messages.form.unsaved")}</span> : null}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
}
