import { Schema } from "effect"

/** Ids are branded so an entity id can never be passed where a message id is expected. */
const numericId = <B extends string>(brand: B) => Schema.Int.pipe(Schema.positive(), Schema.brand(brand))

export const EntityId = numericId("EntityId")
export type EntityId = typeof EntityId.Type
export const UserId = numericId("UserId")
export type UserId = typeof UserId.Type
export const ConsentId = numericId("ConsentId")
export type ConsentId = typeof ConsentId.Type
export const MessageHeaderId = numericId("MessageHeaderId")
export type MessageHeaderId = typeof MessageHeaderId.Type
export const OwnerTypeId = numericId("OwnerTypeId")
export type OwnerTypeId = typeof OwnerTypeId.Type
export const EventId = numericId("EventId")
export type EventId = typeof EventId.Type
export const EventActionId = numericId("EventActionId")
export type EventActionId = typeof EventActionId.Type
export const SystemParameterId = numericId("SystemParameterId")
export type SystemParameterId = typeof SystemParameterId.Type

/** Path segments arrive as text; these decode them into the branded ids above. */
export const EntityIdParam = Schema.NumberFromString.pipe(Schema.compose(EntityId))
export const MessageHeaderIdParam = Schema.NumberFromString.pipe(Schema.compose(MessageHeaderId))
export const OwnerTypeIdParam = Schema.NumberFromString.pipe(Schema.compose(OwnerTypeId))

/** Batch and sync ids are the server's opaque text. */
export const BatchId = Schema.NonEmptyTrimmedString.pipe(Schema.brand("BatchId"))
export type BatchId = typeof BatchId.Type
export const BatchRowId = numericId("BatchRowId")
export type BatchRowId = typeof BatchRowId.Type
export const BatchRowIdParam = Schema.NumberFromString.pipe(Schema.compose(BatchRowId))

/** A member as a record's tabs need it (K8): who, and in which organization. A member's userId is their employee personId. */
export interface MemberRef {
  readonly userId: UserId
  readonly entityId: EntityId
}
