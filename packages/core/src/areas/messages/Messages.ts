import { Context, Effect } from "effect"
import type { EntityId, MessageHeaderId, OwnerTypeId } from "../../api/ids.js"
import * as Api from "../../api/Messages.js"
import type { LazyCache } from "../../cache/LazyCache.js"
import { refreshIfUnknown } from "../../cache/refresh.js"
import { sessionCache } from "../../cache/SessionCaches.js"
import type { AppError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import type { Redirect } from "../../navigation/redirect.js"
import { invalidates, isUpdate, notFoundError, redirectAfter, successToasts } from "./rules.js"

export type MessageList = ReadonlyArray<Api.MessageSummary>

/** POR-19: each organisation's message list, loaded once until something changes it. */
export class MessageListCache extends Context.Tag("wellkit/MessageListCache")<
  MessageListCache,
  LazyCache<EntityId, MessageList, AppError>
>() {
  static readonly layer = sessionCache(MessageListCache)
}

/** What a screen needs after an action: the result, what to tell the user, where to go. */
export interface Outcome<A> {
  readonly result: A
  readonly toast: SuccessToast
  readonly redirect: Redirect | undefined
}

const fetchList = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) => call(Api.listMessages, client.messages.list({ path: { entityId } })))

const refetchLists = (entityIds: ReadonlyArray<EntityId>) =>
  Effect.gen(function* () {
    const cache = yield* MessageListCache
    yield* Effect.forEach(
      entityIds,
      (entityId) => cache.reload(entityId, fetchList(entityId)).pipe(Effect.ignore),
      {
        discard: true,
        concurrency: "unbounded",
      },
    )
  })

/** The organisation's messages, from the cache when it has them (POR-19). */
export const list = (entityId: EntityId) =>
  Effect.flatMap(MessageListCache, (cache) => cache.ensure(entityId, fetchList(entityId)))

/** NAV-10: fetches the organisation's messages again, whatever is cached. */
export const reload = (entityId: EntityId) =>
  Effect.flatMap(MessageListCache, (cache) => cache.reload(entityId, fetchList(entityId)))

/** ADM-8: a 404 becomes the not-found warning. */
export const get = (entityId: EntityId, messageHeaderId: MessageHeaderId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.getMessage, client.messages.get({ path: { entityId, messageHeaderId } })),
  ).pipe(Effect.mapError((error) => (error.status === 404 ? notFoundError(error.originalError) : error)))

/** ADM-1 create or update by id; ADM-2 redirect; ADM-3 the list is fetched again. */
export const save = (input: Api.MessageInput) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const entityId = input.ownerEntityId
    const action = isUpdate(input) ? "update" : "create"
    const result =
      action === "update" && input.messageHeaderId !== undefined
        ? yield* call(
            Api.updateMessage,
            client.messages.update({
              path: { entityId, messageHeaderId: input.messageHeaderId },
              payload: input,
            }),
          ).pipe(refreshIfUnknown(refetchLists(invalidates(action, { entityId }))))
        : yield* call(Api.createMessage, client.messages.create({ path: { entityId }, payload: input })).pipe(
            refreshIfUnknown(refetchLists(invalidates(action, { entityId }))),
          )
    yield* refetchLists(invalidates(action, { entityId }))
    return {
      result,
      toast: successToasts[action],
      redirect: redirectAfter(action, { entityId, messageHeaderId: result.messageHeaderId }),
    } satisfies Outcome<Api.Message>
  })

export const remove = (entityId: EntityId, messageHeaderId: MessageHeaderId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    yield* call(Api.deleteMessage, client.messages.delete({ path: { entityId, messageHeaderId } })).pipe(
      refreshIfUnknown(refetchLists(invalidates("delete", { entityId }))),
    )
    yield* refetchLists(invalidates("delete", { entityId }))
    return {
      result: messageHeaderId,
      toast: successToasts.delete,
      redirect: redirectAfter("delete", { entityId }),
    } satisfies Outcome<MessageHeaderId>
  })

/** Copies into another organisation; the redirect opens the copy there. */
export const copy = (entityId: EntityId, messageHeaderId: MessageHeaderId, targetEntityId: EntityId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const result = yield* call(
      Api.copyMessage,
      client.messages.copy({ path: { entityId, messageHeaderId }, payload: { targetEntityId } }),
    ).pipe(refreshIfUnknown(refetchLists(invalidates("copy", { entityId, targetEntityId }))))
    yield* refetchLists(invalidates("copy", { entityId, targetEntityId }))
    return {
      result,
      toast: successToasts.copy,
      redirect: redirectAfter("copy", { entityId: targetEntityId, messageHeaderId: result.messageHeaderId }),
    } satisfies Outcome<Api.Message>
  })

export const refresh = (entityId: EntityId, messageHeaderId: MessageHeaderId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const result = yield* call(Api.refreshMessage, client.messages.refresh({ path: { messageHeaderId } }))
    yield* refetchLists(invalidates("refresh", { entityId }))
    return {
      result,
      toast: successToasts.refresh,
      redirect: redirectAfter("refresh", { entityId, messageHeaderId }),
    } satisfies Outcome<Api.Message>
  })

export const ownerTypeEvents = (ownerTypeId: OwnerTypeId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.ownerTypeEvents, client.messages.ownerTypeEvents({ path: { ownerTypeId } })),
  )

export const eventActions = Effect.flatMap(ApiClient, (client) =>
  call(Api.eventActions, client.messages.eventActions()),
)
