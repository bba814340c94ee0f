import type { EntityId, Message } from "@wellkit/core"

/** What the form edits: select values are kept as text until they are validated. */
export interface Draft {
  messageId: string
  name: string
  body: string
  channel: Message["channel"]
  ownerTypeId: number
  eventId: string
  eventActionId: string
  isActive: boolean
}

export const draftOf = (message: Message | undefined): Draft => ({
  messageId: message?.messageId ?? "",
  name: message?.name ?? "",
  body: message?.body ?? "",
  channel: message?.channel ?? "email",
  ownerTypeId: message?.ownerTypeId ?? 1,
  eventId: message?.eventId == null ? "" : String(message.eventId),
  eventActionId: message?.eventActionId == null ? "" : String(message.eventActionId),
  isActive: message?.isActive ?? true,
})

export const toInput = (draft: Draft, entityId: EntityId, message: Message | undefined) => ({
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
