import { Messages, MessagesApiDecl } from "@wellkit/core"
import type { useTranslation } from "../../i18n/index.js"
import type { FormField } from "../../kit/ResourceForm.js"
import { useActionChoices, useEventChoices } from "./hooks.js"

type T = ReturnType<typeof useTranslation>["t"]

const channels = ["email", "push", "inApp"] as const

/** A message's form, as field descriptions (validated by core's MessageInput). */
export const messageFields = (t: T): ReadonlyArray<FormField> => [
  {
    name: "messageId",
    label: t("messages.form.messageId"),
    hint: t("messages.form.messageIdHint"),
    kind: "text",
    mono: true,
    maxLength: MessagesApiDecl.MESSAGE_TEXT_MAX.messageId,
  },
  { name: "name", label: t("messages.form.name"), kind: "text" },
  {
    name: "channel",
    label: t("messages.form.channel"),
    kind: "select",
    options: channels.map((channel) => ({ value: channel, label: t(`messages.channel.${channel}`) })),
  },
  {
    name: "ownerTypeId",
    label: t("messages.form.ownerType"),
    kind: "select",
    numeric: true,
    resets: ["eventId"],
    options: Messages.ownerTypes.map((type) => ({ value: type.ownerTypeId, label: type.name })),
  },
  {
    name: "eventId",
    label: t("messages.form.event"),
    kind: "select",
    numeric: true,
    emptyLabel: t("messages.form.noEvent"),
    useChoices: useEventChoices,
  },
  {
    name: "eventActionId",
    label: t("messages.form.eventAction"),
    kind: "select",
    numeric: true,
    emptyLabel: t("messages.form.noEventAction"),
    useChoices: useActionChoices,
  },
  {
    name: "body",
    label: t("messages.form.body"),
    kind: "html",
    previewLabel: t("messages.form.bodyPreview"),
  },
  { name: "isActive", label: t("messages.form.isActive"), kind: "checkbox" },
]

/** A new message's values. */
export const blankMessage = { channel: "email", ownerTypeId: 1, isActive: true } as const
