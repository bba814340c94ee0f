import { Deferred, type Duration, Effect, Either, Fiber, Schema, Stream } from "effect"
import * as Api from "../../api/Batches.js"
import type { BatchId, BatchRowId, EntityId } from "../../api/ids.js"
import { BATCH_UPLOAD_NOTIFICATION, BatchUploadNotificationText } from "../../api/Realtime.js"
import type { AppError } from "../../errors/AppError.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import type { HubPort } from "../../realtime/Hub.js"
import { isFinished } from "./batch-rules.js"

/** POR-17, POR-19: each organisation's batch list, loaded once until an upload or a push changes it. */
export const BatchListCache = runtimeCache<EntityId, ReadonlyArray<Api.BatchSummary>>()

const fetchList = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) => call(Api.listBatches, client.batches.list({ path: { entityId } })))

/** POR-17: the organisation's batch uploads, newest first, from the cache when it has them. */
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

/** POR-17: corrects one row of a processed batch; the server processes it again. */
export const updateUser = (
  entityId: EntityId,
  batchId: BatchId,
  rowId: BatchRowId,
  update: Api.BatchUserUpdate,
) =>
  Effect.flatMap(ApiClient, (client) =>
    call(
      Api.updateBatchUser,
      client.batches.updateUser({ path: { entityId, batchId, rowId }, payload: update }),
    ),
  )

export const cancel = (entityId: EntityId, batchId: BatchId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.cancelBatch, client.batches.cancel({ path: { entityId, batchId } })),
  )

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

/**
 * POR-17, CLI-2: opens a batch, sends the rows part by part, then submits it.
 * If anything fails or the caller interrupts before the submit, the open batch
 * is cancelled, so the server never processes half a file.
 */
export const upload = (request: UploadRequest) =>
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
      yield* reload(entityId).pipe(Effect.ignore)
      return summary
    })
    return yield* sendAndSubmit.pipe(
      Effect.onExit((exit) =>
        exit._tag === "Failure" && !submitted ? cancel(entityId, batchId).pipe(Effect.ignore) : Effect.void,
      ),
    )
  })

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
