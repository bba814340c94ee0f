import { Effect } from "effect"
import type { EntityId, MessageHeaderId, OwnerTypeId } from "../../api/ids.js"
import type { MessageInput } from "../../api/Messages.js"
import type { Run } from "../../layer.js"
import * as Messages from "./Messages.js"

const methods = (run: Run) => ({
  /**
   * The organization's messages, from the cache when it has them (POR-19).
   * @example const messages = await wellkit.messages.list(entityId)
   */
  list: (entityId: EntityId) => run(Messages.list(entityId)),
  /**
   * The organization's messages, fetched again.
   * @example const messages = await wellkit.messages.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Messages.reload(entityId)),
  /**
   * One message; a missing one rejects with the not-found warning (ADM-8).
   * @example const message = await wellkit.messages.get(entityId, messageHeaderId)
   */
  get: (entityId: EntityId, id: MessageHeaderId) => run(Messages.get(entityId, id)),
  /**
   * Creates the message, or updates it when it has a `messageHeaderId` (ADM-1). A `messageId` the organization already uses rejects with `ERRORS.MESSAGE_ID_EXISTS` (ADM-7).
   * @example const saved = await wellkit.messages.save({ ...draft, messageHeaderId: undefined })
   */
  save: (input: MessageInput) => run(Effect.map(Messages.save(input), (outcome) => outcome.result)),
  /**
   * Deletes the message.
   * @example await wellkit.messages.remove(entityId, messageHeaderId)
   */
  remove: (entityId: EntityId, id: MessageHeaderId) => run(Effect.asVoid(Messages.remove(entityId, id))),
  /**
   * Copies the message into another organization.
   * @example const copy = await wellkit.messages.copy(entityId, messageHeaderId, otherEntityId)
   */
  copy: (entityId: EntityId, id: MessageHeaderId, target: EntityId) =>
    run(Effect.map(Messages.copy(entityId, id, target), (outcome) => outcome.result)),
  /**
   * Pulls the subject and body again from the parent organization's message with the same message id.
   * @example await wellkit.messages.refresh(entityId, messageHeaderId)
   */
  refresh: (entityId: EntityId, id: MessageHeaderId) =>
    run(Effect.map(Messages.refresh(entityId, id), (outcome) => outcome.result)),
  /**
   * The events a message of this owner type can be sent on.
   * @example const events = await wellkit.messages.ownerTypeEvents(ownerTypeId)
   */
  ownerTypeEvents: (ownerTypeId: OwnerTypeId) => run(Messages.ownerTypeEvents(ownerTypeId)),
  /**
   * The actions an event can trigger.
   * @example const actions = await wellkit.messages.eventActions()
   */
  eventActions: () => run(Messages.eventActions),
})

/**
 * `wellkit.messages`: an organization's messages. An interface, not the inferred type: declaration
 * files would inline that type without the methods' JSDoc.
 */
export interface MessagesSdk extends ReturnType<typeof methods> {}

/** `wellkit.messages`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): MessagesSdk => methods(run)
