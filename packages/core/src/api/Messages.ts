import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { crudEndpoints } from "../kit/resource.js"
import { ErrorKeys } from "./annotations.js"
import { Duplicate, NotFound, Unauthorized } from "./errors.js"
import {
  EntityId,
  EntityIdParam,
  EventActionId,
  EventId,
  MessageHeaderId,
  MessageHeaderIdParam,
  OwnerTypeId,
  OwnerTypeIdParam,
} from "./ids.js"

export const MessageChannel = Schema.Literal("email", "push", "inApp")
export type MessageChannel = typeof MessageChannel.Type

/** The editable part of a message. `messageId` is the key staff choose; it is unique within an entity. */
export const MESSAGE_TEXT_MAX = { messageId: 64 } as const
const MessageFields = {
  messageId: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Enter a message id." }),
    Schema.maxLength(MESSAGE_TEXT_MAX.messageId, {
      message: () => `A message id has at most ${MESSAGE_TEXT_MAX.messageId} characters.`,
    }),
  ),
  ownerEntityId: EntityId,
  ownerTypeId: OwnerTypeId,
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter a subject." })),
  /** HTML: sanitise before rendering. */
  body: Schema.String,
  channel: MessageChannel,
  eventId: Schema.NullOr(EventId),
  eventActionId: Schema.NullOr(EventActionId),
  isActive: Schema.Boolean,
}

export const Message = Schema.Struct({
  ...MessageFields,
  messageHeaderId: MessageHeaderId,
  updatedAt: Schema.String,
  refreshedAt: Schema.NullOr(Schema.String),
})
export type Message = typeof Message.Type

/** ADM-1: present `messageHeaderId` means update, absent means create. */
export const MessageInput = Schema.Struct({
  ...MessageFields,
  messageHeaderId: Schema.optional(MessageHeaderId),
})
export type MessageInput = typeof MessageInput.Type

export const MessageSummary = Message.pipe(
  Schema.pick("messageHeaderId", "messageId", "ownerEntityId", "name", "channel", "isActive", "updatedAt"),
)
export type MessageSummary = typeof MessageSummary.Type

export const OwnerTypeEvent = Schema.Struct({
  eventId: EventId,
  ownerTypeId: OwnerTypeId,
  name: Schema.String,
})
export type OwnerTypeEvent = typeof OwnerTypeEvent.Type
export const EventAction = Schema.Struct({ eventActionId: EventActionId, name: Schema.String })
export type EventAction = typeof EventAction.Type

export const CopyTarget = Schema.Struct({ targetEntityId: EntityId })

const oneInEntity = Schema.Struct({ entityId: EntityIdParam, messageHeaderId: MessageHeaderIdParam })

/** The resource kit's half of messages: list, create, update and delete come from it. */
export const messageContract = {
  name: "messages",
  idField: "messageHeaderId",
  scopeField: "ownerEntityId",
  id: MessageHeaderId,
  item: Message,
  summary: MessageSummary,
  input: MessageInput,
  errors: {
    list: { key: "ERRORS.GET_MESSAGES_FAILED" },
    save: { key: "ERRORS.SAVE_MESSAGE_FAILED", byStatus: { 302: "ERRORS.MESSAGE_ID_EXISTS" } },
    delete: { key: "ERRORS.DELETE_MESSAGE_FAILED" },
  },
} as const

export const messageEndpoints = crudEndpoints(messageContract)
export const listMessages = messageEndpoints.list
export const createMessage = messageEndpoints.create
export const updateMessage = messageEndpoints.update
export const deleteMessage = messageEndpoints.delete

export const getMessage = HttpApiEndpoint.get("get", "/entities/:entityId/messages/:messageHeaderId")
  .setPath(oneInEntity)
  .addSuccess(Message)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_MESSAGE_FAILED" })

export const copyMessage = HttpApiEndpoint.post("copy", "/entities/:entityId/messages/:messageHeaderId/copy")
  .setPath(oneInEntity)
  .setPayload(CopyTarget)
  .addSuccess(Message, { status: 201 })
  .addError(Duplicate)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.COPY_MESSAGE_FAILED", byStatus: { 302: "ERRORS.MESSAGE_ID_EXISTS" } })

/** Re-pulls subject and body from the parent organization's message with the same message id. */
export const refreshMessage = HttpApiEndpoint.post("refresh", "/messages/:messageHeaderId/refresh")
  .setPath(Schema.Struct({ messageHeaderId: MessageHeaderIdParam }))
  .addSuccess(Message)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.REFRESH_MESSAGE_FAILED" })

export const ownerTypeEvents = HttpApiEndpoint.get("ownerTypeEvents", "/ownerTypes/:ownerTypeId/events")
  .setPath(Schema.Struct({ ownerTypeId: OwnerTypeIdParam }))
  .addSuccess(Schema.Array(OwnerTypeEvent))
  .annotate(ErrorKeys, { key: "ERRORS.GET_OWNER_TYPE_EVENTS_FAILED" })

export const eventActions = HttpApiEndpoint.get("eventActions", "/eventActions")
  .addSuccess(Schema.Array(EventAction))
  .annotate(ErrorKeys, { key: "ERRORS.GET_EVENT_ACTIONS_FAILED" })

export class MessagesApi extends HttpApiGroup.make("messages")
  .add(listMessages)
  .add(getMessage)
  .add(createMessage)
  .add(updateMessage)
  .add(deleteMessage)
  .add(copyMessage)
  .add(refreshMessage)
  .add(ownerTypeEvents)
  .add(eventActions)
  .addError(Unauthorized) {}
