import { basename } from "node:path"
import {
  BATCH_PART_SIZE,
  type BatchDetail,
  type BatchSummary,
  type EntityId,
  type HubOptions,
  hubUrl,
  signalRHub,
} from "@wellkit/core"
import { countsText, hasFailedRows } from "@wellkit/core/users"
import type { GlobalOptions } from "../api-target.js"
import { makeContext, requireSession } from "../context.js"
import { validParts } from "../csv/scan-file.js"
import { ExitCode } from "../exit-codes.js"
import { printJson } from "../run.js"
import { rowsText } from "../ui/format.js"
import type { Reporter } from "../ui/reporter.js"
import type { FileCheck } from "./batch-check.js"
import { awaitSummary, LISTED_ROWS_LIMIT } from "./batch-outcome.js"

/** Where the upload has got, for the message when Ctrl-C stops it. */
export interface SendState {
  phase: "checking" | "uploading" | "waiting"
  sent: number
  batchId: string | undefined
  batch: BatchSummary | undefined
}

/** Polling covers a hub that cannot be reached, so a failed start is reported, not thrown. */
const connectHub = async (url: string, options: HubOptions) => {
  const hub = signalRHub(url, options)
  try {
    await hub.start()
    return { hub, ok: true }
  } catch {
    return { hub, ok: false }
  }
}

const outcomeLines = (batch: BatchDetail | BatchSummary, entityId: number): Array<string> => [
  `Batch ${batch.batchId} processed: ${countsText(batch)}.`,
  ...("rows" in batch
    ? batch.rows
        .filter((row) => row.outcome === "failed")
        .map((row) => `  line ${row.line}, ${row.emailAddress}: ${row.reason ?? "failed"}`)
    : batch.failed > 0
      ? [`  The failed rows are listed by \`wellkit users batch ${batch.batchId} --org ${entityId}\`.`]
      : []),
]

export interface SendRequest {
  readonly file: string
  readonly options: GlobalOptions & { readonly wait?: boolean }
  readonly entityId: EntityId
  readonly check: FileCheck
  /** What --json prints besides the batch. */
  readonly summary: Readonly<Record<string, unknown>>
  readonly reporter: Reporter
  readonly signal: AbortSignal
  /** The check's day, so a row valid at the check is valid at the upload. */
  readonly today: Date
  readonly state: SendState
}

/**
 * CLI-2 once the file is checked: uploads its valid rows, then waits for the
 * outcome: the hub's push, with polling alongside in case the hub is down or drops.
 */
export const sendAndWait = async (request: SendRequest): Promise<ExitCode> => {
  const { file, options, entityId, check, summary, reporter, signal, today, state } = request
  const context = makeContext(options)
  const session = requireSession(context)
  const { client } = context
  let listening: Promise<{ hub: ReturnType<typeof signalRHub>; ok: boolean }> | undefined
  try {
    state.phase = "uploading"
    // Connect while the rows go up, so the push for this batch cannot come before anyone listens.
    listening =
      options.wait === false
        ? undefined
        : connectHub(hubUrl(context.apiHost, context.apiKey, session.account.authToken), {
            transport: context.transport,
            basicAuth: context.basicAuth,
          })
    reporter.start("Uploading")
    const batch = await client.batches.upload(
      {
        entityId,
        fileName: basename(file),
        rowCount: check.valid,
        parts: validParts(file, BATCH_PART_SIZE, { signal, today, refused: check.refused }),
        onProgress: (progress) => {
          state.sent = progress.sent
          state.batchId = progress.batchId
          reporter.advance(progress.sent, progress.sent / progress.rowCount)
        },
      },
      signal,
    )
    state.batch = batch
    reporter.end()
    reporter.note(`Uploaded ${rowsText(check.valid)} as batch ${batch.batchId}.`)

    if (options.wait === false) {
      reporter.close()
      if (options.json) printJson({ ok: true, ...summary, batch })
      else process.stdout.write(`${batch.batchId}\n`)
      return ExitCode.ok
    }

    state.phase = "waiting"
    reporter.start("Processing")
    const connected = await listening
    if (connected && !connected.ok)
      reporter.note("The notification hub cannot be reached; checking the batch every 2 s.")
    const outcome =
      batch.rowCount > LISTED_ROWS_LIMIT
        ? await awaitSummary(client, entityId, batch.batchId, connected?.hub, signal)
        : await client.batches.awaitOutcome(entityId, batch.batchId, connected?.hub, {}, signal)
    reporter.close()
    const failed = hasFailedRows(outcome.batch)
    if (options.json) printJson({ ok: !failed, ...summary, batch: { ...outcome.batch, via: outcome.via } })
    else process.stdout.write(`${outcomeLines(outcome.batch, entityId).join("\n")}\n`)
    return failed ? ExitCode.failedRows : ExitCode.ok
  } finally {
    // Also a connection still starting: left open, it would keep the process alive.
    await listening?.then(({ hub }) => hub.stop()).catch(() => undefined)
    await client.dispose()
  }
}
