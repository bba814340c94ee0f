import { Effect } from "effect"
import type { EntityId, MessageHeaderId, OwnerTypeId } from "../../api/ids.js"
import * as Api from "../../api/Messages.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { type ResourceOutcome, resourceService } from "../../kit/service.js"
import { messageRules, notFoundError } from "./rules.js"

/** The rules of messages, read as `Messages.redirectAfter`, `Messages.isUpdate`, …: no generic name reaches the package root. */
export * from "./rules.js"

export type MessageList = ReadonlyArray<Api.MessageSummary>

/** What a screen needs after an action: the result, what to tell the user, where to go. */
export type Outcome<A> = ResourceOutcome<A>

export const resource = defineResource(
  { ...Api.messageContract, endpoints: Api.messageEndpoints },
  messageRules,
)

/** POR-19: each organization's message list, loaded once until something changes it. */
export const MessageListCache = runtimeCache<EntityId, MessageList>()

const kit = resourceService(resource, MessageListCache, (client) => client.messages)

/** The organization's messages from the cache (POR-19); NAV-10 reload; ADM-1..3 save and remove. */
export const { list, reload, save, remove } = kit

/** ADM-8: a 404 becomes the not-found warning. */
export const get = (entityId: EntityId, messageHeaderId: MessageHeaderId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.getMessage, client.messages.get({ path: { entityId, messageHeaderId } })),
  ).pipe(Effect.mapError((error) => (error.status === 404 ? notFoundError(error.originalError) : error)))

/** Copies into another organization; the redirect opens the copy there (ADM-2, ADM-3). */
export const copy = (entityId: EntityId, messageHeaderId: MessageHeaderId, targetEntityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(
      Api.copyMessage,
      client.messages.copy({ path: { entityId, messageHeaderId }, payload: { targetEntityId } }),
    ),
  ).pipe((sent) =>
    kit.perform("copy", { entityId, targetEntityId }, sent, (result) => ({
      entityId: targetEntityId,
      id: result.messageHeaderId,
    })),
  )

/** Takes subject and body again from the parent organization's message with the same id. */
export const refresh = (entityId: EntityId, messageHeaderId: MessageHeaderId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.refreshMessage, client.messages.refresh({ path: { messageHeaderId } })),
  ).pipe((sent) => kit.perform("refresh", { entityId }, sent, () => ({ entityId, id: messageHeaderId })))

export const ownerTypeEvents = (ownerTypeId: OwnerTypeId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.ownerTypeEvents, client.messages.ownerTypeEvents({ path: { ownerTypeId } })),
  )

export const eventActions = Effect.flatMap(ApiClient, (client) =>
  call(Api.eventActions, client.messages.eventActions()),
)
