import { Effect, Stream } from "effect"
import type { BatchRowInput, BatchUserUpdate } from "../../api/Batches.js"
import type { BatchId, BatchRowId, EntityId } from "../../api/ids.js"
import { appError } from "../../errors/AppError.js"
import type { Run } from "../../layer.js"
import * as Batches from "./Batches.js"

const methods = (run: Run) => ({
  /**
   * The organization's batch uploads, from the cache when it has them.
   * @example const batches = await wellkit.batches.list(entityId)
   */
  list: (entityId: EntityId) => run(Batches.list(entityId)),
  /**
   * The organization's batch uploads, fetched again.
   * @example const batches = await wellkit.batches.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Batches.reload(entityId)),
  /**
   * One batch with its rows and their outcomes.
   * @example const batch = await wellkit.batches.get(entityId, batchId)
   */
  get: (entityId: EntityId, batchId: BatchId) => run(Batches.get(entityId, batchId)),
  /**
   * Cancels a batch that has not been processed.
   * @example await wellkit.batches.cancel(entityId, batchId)
   */
  cancel: (entityId: EntityId, batchId: BatchId) => run(Batches.cancel(entityId, batchId)),
  /**
   * Corrects one row of a batch.
   * @example await wellkit.batches.updateUser(entityId, batchId, rowId, { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com", updatedByUserId: userId })
   */
  updateUser: (entityId: EntityId, batchId: BatchId, rowId: BatchRowId, update: BatchUserUpdate) =>
    run(Effect.map(Batches.updateUser(entityId, batchId, rowId, update), (outcome) => outcome.result)),
  /**
   * Opens a batch, sends `parts`, submits. Aborting `signal` before the submit
   * cancels the open batch; it then rejects with an interruption.
   * @example const batch = await wellkit.batches.upload({ entityId, fileName: "hires.csv", rowCount: rows.length, parts: partsOf(rows, BATCH_PART_SIZE) })
   */
  upload: (
    request: Omit<Batches.UploadRequest, "parts"> & {
      readonly parts: AsyncIterable<ReadonlyArray<BatchRowInput>> | Iterable<ReadonlyArray<BatchRowInput>>
    },
    signal?: AbortSignal,
  ) =>
    run(
      Batches.upload({
        ...request,
        parts:
          Symbol.asyncIterator in request.parts
            ? Stream.fromAsyncIterable(request.parts, (error) =>
                appError({ message: "ERRORS.UPLOAD_BATCH_FAILED", originalError: error }),
              )
            : Stream.fromIterable(request.parts),
      }),
      signal,
    ),
  /**
   * Waits until the API has processed the batch: told by the hub when it is connected, else by polling.
   * @example const outcome = await wellkit.batches.awaitOutcome(entityId, batchId, undefined)
   */
  awaitOutcome: (
    entityId: EntityId,
    batchId: BatchId,
    hub: Parameters<typeof Batches.awaitOutcome>[2],
    options?: Parameters<typeof Batches.awaitOutcome>[3],
    signal?: AbortSignal,
  ) => run(Batches.awaitOutcome(entityId, batchId, hub, options), signal),
})

/**
 * `wellkit.batches`: batch uploads of users. An interface, not the inferred type: declaration files
 * would inline that type without the methods' JSDoc.
 */
export interface BatchesSdk extends ReturnType<typeof methods> {}

/** `wellkit.batches`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): BatchesSdk => methods(run)
