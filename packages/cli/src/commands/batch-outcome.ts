import {
  BATCH_UPLOAD_NOTIFICATION,
  type BatchId,
  type BatchSummary,
  BatchUploadNotificationText,
  type EntityId,
  type HubPort,
  type WellkitClient,
} from "@wellkit/core"
import { isFinished } from "@wellkit/core/users"
import { Either, Schema } from "effect"

/**
 * Up to this many rows, the command waits with core's awaitOutcome, which
 * fetches the finished batch with every row, so it can print the failed ones.
 * Past it, that answer alone (about 1 KB a row once decoded: a gigabyte for a
 * million rows) would be most of the command's memory, so it waits on the
 * batch's summary and prints the counts. The API has no way to ask for the
 * failed rows alone.
 */
export const LISTED_ROWS_LIMIT = 20_000

const decodeNotification = Schema.decodeUnknownEither(BatchUploadNotificationText)

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener("abort", done)
      resolve()
    }
    signal.addEventListener("abort", done, { once: true })
  })

/** Stops a wait when the command is interrupted, as core's run does for an Effect. */
const interrupted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason ?? new Error("interrupted"))
    if (signal.aborted) fail()
    else signal.addEventListener("abort", fail, { once: true })
  })

/**
 * CLI-2 for a large batch: waits as core's awaitOutcome does (the hub's push,
 * with polling alongside: every 2 s while the hub is down, every 10 s while it
 * is up), but looks at the organization's batch list, whose entries are
 * summaries, never at the batch's rows.
 */
export const awaitSummary = async (
  client: WellkitClient,
  entityId: EntityId,
  batchId: BatchId,
  hub: HubPort | undefined,
  signal: AbortSignal,
): Promise<{ readonly batch: BatchSummary; readonly via: "hub" | "polling" }> => {
  const stop = new AbortController()
  const stopped = AbortSignal.any([signal, stop.signal])
  const current = async () => {
    const found = (await client.batches.reload(entityId)).find((batch) => batch.batchId === batchId)
    if (!found) throw new Error(`Batch ${batchId} is no longer in the organization's list.`)
    return found
  }
  const pushed = new Promise<"hub">((resolve) => {
    hub?.on(BATCH_UPLOAD_NOTIFICATION, (text) => {
      const decoded = decodeNotification(text)
      if (Either.isRight(decoded) && decoded.right.batchId === batchId) resolve("hub")
    })
  })
  // The first look is immediate: the batch may have finished before anyone listened.
  const polled = (async () => {
    while (!stopped.aborted) {
      const batch = await current()
      if (isFinished(batch.status)) return "polling" as const
      await sleep(hub?.state() === "Connected" ? 10_000 : 2_000, stopped)
    }
    return "polling" as const
  })()
  try {
    const via = await Promise.race([pushed, polled, interrupted(signal)])
    stop.abort()
    // The push carries the counts too; the list's entry is the API's own word, and small.
    return { batch: await current(), via }
  } finally {
    stop.abort()
    polled.catch(() => undefined)
  }
}
