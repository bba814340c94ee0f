import { Deferred, type Duration, Effect, Either, Fiber, Schema, Stream } from "effect"
import * as Api from "../../api/Batches.js"
import type { BatchId, BatchRowId, EntityId } from "../../api/ids.js"
import { BATCH_UPLOAD_NOTIFICATION, BatchUploadNotificationText } from "../../api/Realtime.js"
import type { AppError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { related } from "../../kit/related.js"
import { write, writeAnswer } from "../../kit/write.js"
import type { HubPort } from "../../realtime/Hub.js"
import { isFinished } from "./batch-rules.js"

/** POR-17, POR-19: each organization's batch list, loaded once until an upload or a push changes it. */
export const BatchListCache = runtimeCache<EntityId, ReadonlyArray<Api.BatchSummary>>()

const fetchList = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) => call(Api.listBatches, client.batches.list({ path: { entityId } })))

/** POR-17: the organization's batch uploads, newest first, from the cache when it has them. */
export const list = (entityId: EntityId) =>
  Effect.flatMap(BatchListCache, (cache) => cache.ensure(entityId, fetchList(entityId)))

/** POR-17: fetches the list again, e.g. when the hub announces a finished batch. */
export const reload = (entityId: EntityId) =>
  Effect.flatMap(BatchListCache, (cache) => cache.reload(entityId, fetchList(entityId)))

/** POR-17: one batch with the outcome of each row. */
export const get = (entityId: EntityId, batchId: BatchId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.getBatch, client.batches.get({ path: { entityId, batchId } })),
  )

/** One batch of one organization: what its page shows. */
export interface BatchKey {
  readonly entityId: EntityId
  readonly batchId: BatchId
}

/**
 * POR-17, K8: a batch's page, read when the page opens (the portal keeps it
 * only while its page shows it), again on Try again or a push for it, and
 * after a row of it is corrected.
 */
export const detail = related(
  (key: BatchKey) => get(key.entityId, key.batchId),
  (key) => `${key.entityId}/${key.batchId}`,
)

/** The list read again after a write, also when its outcome is unknown; its failure is the list's to show. */
const refreshList = (entityId: EntityId) => Effect.ignore(reload(entityId))

const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

/**
 * POR-17: corrects one row of a processed batch; the server processes it again.
 * Through the one write path: the batch's page and the list are read again
 * (also when the outcome is unknown), and the toast says the change was saved.
 * A row that fails again is the answer's to say (`outcome`), in the area's words.
 */
export const updateUser = (
  entityId: EntityId,
  batchId: BatchId,
  rowId: BatchRowId,
  update: Api.BatchUserUpdate,
) => {
  const key = { entityId, batchId }
  return write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.updateBatchUser, client.batches.updateUser({ path: { ...key, rowId }, payload: update })),
    ),
    {
      refresh: Effect.all([detail.refresh(key), refreshList(key.entityId)], {
        concurrency: "unbounded",
        discard: true,
      }),
      toast: saved,
      redirect: () => undefined,
    },
  )
}

const sendCancel = (entityId: EntityId, batchId: BatchId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.cancelBatch, client.batches.cancel({ path: { entityId, batchId } })),
  )

/** Cancels a batch that has not been processed; the list is read again (also when the outcome is unknown). */
export const cancel = (entityId: EntityId, batchId: BatchId) =>
  writeAnswer(sendCancel(entityId, batchId), { refresh: refreshList(entityId) })

export interface UploadProgress {
  /** Set once the server has opened the batch. */
  readonly batchId: BatchId | undefined
  readonly sent: number
  readonly rowCount: number
  readonly submitted: boolean
}

export interface UploadRequest {
  readonly entityId: EntityId
  readonly fileName: string
  /** Valid rows only; the count announced to the server before the first part. */
  readonly rowCount: number
  /** The rows in parts of at most BATCH_PART_SIZE, e.g. a second streaming pass over a file. */
  readonly parts: Stream.Stream<ReadonlyArray<Api.BatchRowInput>, AppError>
  readonly onProgress?: (progress: UploadProgress) => void
}

/** The upload itself: open, parts, submit; a failure or an interruption before the submit cancels it. */
const sendBatch = (request: UploadRequest) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const { entityId, rowCount } = request
    const report = (progress: UploadProgress) => request.onProgress?.(progress)
    const opened = yield* call(
      Api.startBatch,
      client.batches.start({ path: { entityId }, payload: { fileName: request.fileName, rowCount } }),
    )
    const batchId = opened.batchId
    let sent = 0
    let submitted = false
    report({ batchId, sent, rowCount, submitted })
    const sendAndSubmit = Effect.gen(function* () {
      yield* Stream.runForEach(request.parts, (rows) =>
        call(
          Api.sendBatchRows,
          client.batches.sendRows({ path: { entityId, batchId }, payload: { rows } }),
        ).pipe(
          Effect.tap((summary) =>
            Effect.sync(() => {
              sent = summary.received
              report({ batchId, sent, rowCount, submitted })
            }),
          ),
        ),
      )
      const summary = yield* call(Api.submitBatch, client.batches.submit({ path: { entityId, batchId } }))
      submitted = true
      report({ batchId, sent, rowCount, submitted })
      return summary
    })
    return yield* sendAndSubmit.pipe(
      Effect.onExit((exit) =>
        exit._tag === "Failure" && !submitted
          ? sendCancel(entityId, batchId).pipe(Effect.ignore)
          : Effect.void,
      ),
    )
  })

/**
 * POR-17, CLI-2: opens a batch, sends the rows part by part, then submits it.
 * If anything fails or the caller interrupts before the submit, the open batch
 * is cancelled, so the server never processes half a file.
 */
export const upload = (request: UploadRequest) =>
  // Through the one write path: the list is read again after the submit, and after a failure
  // whose outcome is unknown. The upload's own summary says it, not a toast.
  writeAnswer(sendBatch(request), { refresh: refreshList(request.entityId) })

export interface Outcome {
  readonly batch: Api.BatchDetail
  /** How the outcome arrived: pushed by the hub, or found by polling. */
  readonly via: "hub" | "polling"
}

const decodeNotification = Schema.decodeUnknownEither(BatchUploadNotificationText)

/**
 * CLI-2: waits for a submitted batch to finish. The hub's push ends the wait;
 * polling the batch runs alongside, every `pollEvery` while the hub is down
 * and at a slow pace while it is up, so a dropped push cannot hang the wait.
 */
export const awaitOutcome = (
  entityId: EntityId,
  batchId: BatchId,
  hub: HubPort | undefined,
  options: {
    readonly pollEvery?: Duration.DurationInput
    readonly pollEveryWhileConnected?: Duration.DurationInput
  } = {},
) =>
  Effect.gen(function* () {
    const pushed = yield* Deferred.make<void>()
    hub?.on(BATCH_UPLOAD_NOTIFICATION, (text) => {
      const decoded = decodeNotification(text)
      if (Either.isRight(decoded) && decoded.right.batchId === batchId)
        Deferred.unsafeDone(pushed, Effect.void)
    })
    const hubUp = () => hub?.state() === "Connected"
    // The first look is immediate: the batch may have finished before anyone listened.
    const poll = Effect.gen(function* () {
      while (true) {
        const batch = yield* get(entityId, batchId)
        if (isFinished(batch.status)) return batch
        yield* Effect.sleep(
          hubUp() ? (options.pollEveryWhileConnected ?? "10 seconds") : (options.pollEvery ?? "2 seconds"),
        )
      }
    })
    const polling = yield* Effect.fork(poll)
    const winner = yield* Effect.raceFirst(
      Deferred.await(pushed).pipe(Effect.as("hub" as const)),
      Fiber.join(polling).pipe(Effect.as("polling" as const)),
    )
    yield* Fiber.interrupt(polling)
    const batch = yield* get(entityId, batchId)
    return { batch, via: winner } satisfies Outcome
  })
