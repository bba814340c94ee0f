import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, Content, InUse, NotFound, type SyncDetails, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { contentEnvironments, contentTypes, itemsOfType, syncItemsOf, syncTypes } from "../seed-content.js"
import { currentUser } from "./auth.js"

/** A sync requested here waits in the queue a while, runs, then completes, so the history shows it move. */
const QUEUED_MS = 10_000
const RUNS_MS = 20_000

const unknownEnvironment = (environmentId: string) =>
  contentEnvironments.some((env) => env.environmentId === environmentId)
    ? undefined
    : new BadRequest({ message: `There is no environment "${environmentId}".` })
const unknownType = (contentTypeId: string) =>
  contentTypes.some((type) => type.contentTypeId === contentTypeId)
    ? undefined
    : new BadRequest({ message: `There is no content type "${contentTypeId}".` })

/** The record of a sync, as the history lists it (without its items). */
const recordOf = ({ items: _, ...record }: SyncDetails) => record

export const contentHandlers = (db: Db) => {
  // Only syncs requested since the sandbox started move on; the seed's queued ones stay queued.
  const since = Date.now()
  const settle = (now = Date.now()) => {
    db.state.syncHistory = db.state.syncHistory.map((sync) => {
      const requested = Date.parse(sync.requestedAt)
      if (requested < since) return sync
      const age = now - requested
      if (sync.status === "queued" && age > QUEUED_MS) return { ...sync, status: "running" }
      if (sync.status === "running" && age > RUNS_MS) {
        const items = sync.items.map((item) => ({ ...item, outcome: "synced" as const }))
        return { ...sync, status: "completed", itemCount: items.length, items }
      }
      return sync
    })
  }
  const find = (batchId: string) => {
    settle()
    const sync = db.state.syncHistory.find((candidate) => candidate.batchId === batchId)
    return sync
      ? Effect.succeed(sync)
      : Effect.fail(new NotFound({ message: `There is no sync "${batchId}".` }))
  }

  return HttpApiBuilder.group(WellkitApi, "content", (handlers) =>
    handlers
      .handle("environments", ({ request }) => Effect.as(currentUser(db, request), contentEnvironments))
      .handle("types", ({ request }) => Effect.as(currentUser(db, request), contentTypes))
      .handle("syncTypes", ({ request }) => Effect.as(currentUser(db, request), syncTypes))
      .handle("listSearch", ({ request, urlParams }) =>
        Effect.as(
          currentUser(db, request),
          itemsOfType(urlParams.contentTypeId).filter((item) =>
            item.name.toLowerCase().includes((urlParams.text ?? "").trim().toLowerCase()),
          ),
        ),
      )
      .handle("messagesByEntity", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () =>
          db.state.entities.some((entity) => entity.id === path.entityId)
            ? Effect.succeed(
                db.state.messages
                  .filter((message) => message.ownerEntityId === path.entityId)
                  .map((message) => ({
                    itemId: `msg-${message.messageHeaderId}`,
                    contentTypeId: "messages",
                    name: message.name,
                    updatedAt: message.updatedAt,
                  })),
              )
            : Effect.fail(new NotFound({ message: `There is no organization ${path.entityId}.` })),
        ),
      )
      .handle("syncItems", ({ request, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const refused = unknownEnvironment(urlParams.environmentId) ?? unknownType(urlParams.contentTypeId)
          return refused
            ? Effect.fail(refused)
            : Effect.succeed(syncItemsOf(urlParams.environmentId, urlParams.contentTypeId))
        }),
      )
      .handle("requestSync", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          const refused = unknownEnvironment(payload.environmentId) ?? unknownType(payload.contentTypeId)
          if (refused) return Effect.fail(refused)
          const syncTypeId = payload.syncTypeId ?? "full"
          const available =
            payload.contentTypeId === "messages"
              ? db.state.messages
                  .filter(
                    (message) => payload.entityId === undefined || message.ownerEntityId === payload.entityId,
                  )
                  .map((message) => ({ itemId: `msg-${message.messageHeaderId}`, name: message.name }))
              : syncItemsOf(payload.environmentId, payload.contentTypeId)
          const picked =
            syncTypeId === "full"
              ? available
              : available.filter((item) => payload.itemIds?.includes(item.itemId))
          if (syncTypeId === "selected" && picked.length === 0)
            return Effect.fail(
              new BadRequest({ message: "A sync of selected items needs at least one item." }),
            )
          const sync: SyncDetails = {
            batchId: `sync-${randomUUID().slice(0, 8)}`,
            environmentId: payload.environmentId,
            contentTypeId: payload.contentTypeId,
            requestedBy: user.emailAddress,
            requestedAt: new Date().toISOString(),
            status: "queued",
            syncTypeId,
            itemCount: null,
            items: picked.map((item) => ({
              itemId: item.itemId,
              name: item.name,
              outcome: "waiting",
              reason: null,
            })),
          }
          db.state.syncHistory.unshift(sync)
          db.persist()
          return Effect.succeed(recordOf(sync))
        }),
      )
      .handle("history", ({ request, urlParams }) =>
        Effect.map(currentUser(db, request), () => {
          settle()
          const { pageNumber, pageSize } = urlParams
          const start = (pageNumber - 1) * pageSize
          return {
            totalRecordCount: db.state.syncHistory.length,
            pageNumber,
            pageSize,
            items: db.state.syncHistory.slice(start, start + pageSize).map(recordOf),
          }
        }),
      )
      .handle("details", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => find(path.batchId)),
      )
      .handle("deleteSync", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () =>
          Effect.flatMap(find(path.batchId), (sync) => {
            // The rule is core's (ours: only a queued sync); the refusal is the server's sentence.
            if (!Content.mayDelete(sync.status))
              return Effect.fail(new InUse({ message: Content.notDeletable(sync) }))
            db.state.syncHistory = db.state.syncHistory.filter(
              (candidate) => candidate.batchId !== sync.batchId,
            )
            db.persist()
            return Effect.void
          }),
        ),
      ),
  )
}
