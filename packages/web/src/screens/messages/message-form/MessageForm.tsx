import {
  type AppError,
  type EntityId,
  type EventAction,
  type FieldErrors,
  type Message,
  MessageInput,
  type OwnerTypeEvent,
  ownerTypes,
  validateWith,
} from "@wellkit/core"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { SafeHtml } from "../../../components/SafeHtml.js"
import { showError } from "../../../shell/notify.js"

const validateMessage = validateWith(MessageInput)

interface Draft {
  messageId: string
  name: string
  body: string
  channel: Message["channel"]
  ownerTypeId: number
  eventId: string
  eventActionId: string
  isActive: boolean
}

const draftOf = (message: Message | undefined): Draft => ({
  messageId: message?.messageId ?? "",
  name: message?.name ?? "",
  body: message?.body ?? "",
  channel: message?.channel ?? "email",
  ownerTypeId: message?.ownerTypeId ?? 1,
  eventId: message?.eventId == null ? "" : String(message.eventId),
  eventActionId: message?.eventActionId == null ? "" : String(message.eventActionId),
  isActive: message?.isActive ?? true,
})

const toInput = (draft: Draft, entityId: EntityId, message: Message | undefined) => ({
  ...(message ? { messageHeaderId: message.messageHeaderId } : {}),
  messageId: draft.messageId,
  ownerEntityId: entityId,
  ownerTypeId: draft.ownerTypeId,
  name: draft.name,
  body: draft.body,
  channel: draft.channel,
  eventId: draft.eventId === "" ? null : Number(draft.eventId),
  eventActionId: draft.eventActionId === "" ? null : Number(draft.eventActionId),
  isActive: draft.isActive,
})

/** The events and actions a message can be tied to, for the chosen owner type. */
const useEventChoices = (ownerTypeId: number) => {
  const { client } = useWellkit()
  const [events, setEvents] = useState<ReadonlyArray<OwnerTypeEvent>>([])
  const [actions, setActions] = useState<ReadonlyArray<EventAction>>([])
  useEffect(() => {
    let live = true
    client.messages
      .ownerTypeEvents(ownerTypeId as never)
      .then((found) => live && setEvents(found))
      .catch((error: AppError) => live && showError(error))
    return () => {
      live = false
    }
  }, [client, ownerTypeId])
  useEffect(() => {
    let live = true
    client.messages
      .eventActions()
      .then((found) => live && setActions(found))
      .catch((error: AppError) => live && showError(error))
    return () => {
      live = false
    }
  }, [client])
  return { events, actions }
}

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
        <Field label={t("messages.form.channel")}>
          <select
            name="channel"
            className={inputClass}
            value={draft.channel}
            onChange={(e) => set("channel", e.target.value as Draft["channel"])}
          >
            {(["email", "push", "inApp"] as const).map((channel) => (
              <option key={channel} value={channel}>
                {t(`messages.channel.${channel}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("messages.form.ownerType")}>
          <select
            name="ownerTypeId"
            className={inputClass}
            value={draft.ownerTypeId}
            onChange={(e) => setDraft((d) => ({ ...d, ownerTypeId: Number(e.target.value), eventId: "" }))}
          >
            {ownerTypes.map((type) => (
              <option key={type.ownerTypeId} value={type.ownerTypeId}>
                {type.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("messages.form.event")} error={errors.eventId}>
          <select
            name="eventId"
            className={inputClass}
            value={draft.eventId}
            onChange={(e) => set("eventId", e.target.value)}
          >
            <option value="">{t("messages.form.noEvent")}</option>
            {events.map((item) => (
              <option key={item.eventId} value={item.eventId}>
                {item.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("messages.form.eventAction")} error={errors.eventActionId}>
          <select
            name="eventActionId"
            className={inputClass}
            value={draft.eventActionId}
            onChange={(e) => set("eventActionId", e.target.value)}
          >
            <option value="">{t("messages.form.noEventAction")}</option>
            {actions.map((item) => (
              <option key={item.eventActionId} value={item.eventActionId}>
                {item.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
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
    </form>
  )
}
