import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, formatBytes, REWARD_FILE, type SyncRecord, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { contentEnvironments, contentTypes } from "../seed-uploads.js"
import { currentUser } from "./auth.js"

export const rewardFileHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "rewardFiles", (handlers) =>
    handlers.handle("upload", ({ request, payload }) =>
      Effect.flatMap(currentUser(db, request), (user) => {
        const bytes = Buffer.byteLength(payload.content, "utf8")
        if (payload.content.trim() === "")
          return Effect.fail(new BadRequest({ message: `${payload.fileName} is empty.` }))
        // The limit the portal and the command line check first, as a real upload limit would refuse.
        if (bytes > REWARD_FILE.maxBytes)
          return Effect.fail(
            new BadRequest({
              message: `${payload.fileName} is larger than ${formatBytes(REWARD_FILE.maxBytes)}.`,
            }),
          )
        const receipt = {
          fileId: `rf-${randomUUID().slice(0, 8)}`,
          fileName: payload.fileName,
          bytes,
          receivedAt: new Date().toISOString(),
        }
        db.state.rewardFiles.push({ ...receipt, uploadedBy: user.emailAddress })
        db.persist()
        return Effect.succeed(receipt)
      }),
    ),
  )

/** A queued sync runs for a few seconds, then completes, so the history shows it move. */
const SYNC_RUNS_MS = 3000
const settleSyncs = (db: Db, now = Date.now()) => {
  db.state.syncHistory = db.state.syncHistory.map((record) => {
    const age = now - Date.parse(record.requestedAt)
    if (record.status === "queued" && age > SYNC_RUNS_MS / 3) return { ...record, status: "running" }
    if (record.status === "running" && age > SYNC_RUNS_MS)
      return { ...record, status: "completed", itemCount: 1 + (record.batchId.charCodeAt(5) % 30) }
    return record
  })
}

export const contentHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "content", (handlers) =>
    handlers
      .handle("environments", ({ request }) => Effect.as(currentUser(db, request), contentEnvironments))
      .handle("types", ({ request }) => Effect.as(currentUser(db, request), contentTypes))
      .handle("requestSync", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          if (!contentEnvironments.some((env) => env.environmentId === payload.environmentId))
            return Effect.fail(
              new BadRequest({ message: `There is no environment "${payload.environmentId}".` }),
            )
          if (!contentTypes.some((type) => type.contentTypeId === payload.contentTypeId))
            return Effect.fail(
              new BadRequest({ message: `There is no content type "${payload.contentTypeId}".` }),
            )
          const record: SyncRecord = {
            batchId: `sync-${randomUUID().slice(0, 8)}`,
            environmentId: payload.environmentId,
            contentTypeId: payload.contentTypeId,
            requestedBy: user.emailAddress,
            requestedAt: new Date().toISOString(),
            status: "queued",
            itemCount: null,
          }
          db.state.syncHistory.unshift(record)
          db.persist()
          return Effect.succeed(record)
        }),
      )
      .handle("history", ({ request, urlParams }) =>
        Effect.map(currentUser(db, request), () => {
          settleSyncs(db)
          const { pageNumber, pageSize } = urlParams
          const start = (pageNumber - 1) * pageSize
          return {
            totalRecordCount: db.state.syncHistory.length,
            pageNumber,
            pageSize,
            items: db.state.syncHistory.slice(start, start + pageSize),
          }
        }),
      ),
  )
