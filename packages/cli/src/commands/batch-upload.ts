import { createWriteStream, statSync, type WriteStream } from "node:fs"
import { basename } from "node:path"
import {
  BATCH_PART_SIZE,
  type BatchDetail,
  type BatchSummary,
  type HubOptions,
  hubUrl,
  signalRHub,
} from "@wellkit/core"
import {
  type BatchProblem,
  countsText,
  hasFailedRows,
  PROBLEMS_CSV_HEADER,
  problemCsvLine,
} from "@wellkit/core/users"
import { type GlobalOptions, makeContext, requireSession, UsageError } from "../context.js"
import { LineSet, scanChunks, validParts } from "../csv/scan-file.js"
import { ExitCode } from "../exit-codes.js"
import { collectGarbage } from "../memory.js"
import { interruptSignal, printJson } from "../run.js"
import { createReporter, reporterMode } from "../ui/create-reporter.js"
import { formatCount, rowsText } from "../ui/format.js"
import type { Reporter } from "../ui/reporter.js"
import { awaitSummary, LISTED_ROWS_LIMIT } from "./batch-outcome.js"
import { parseOrg } from "./org.js"

export interface BatchUploadOptions extends GlobalOptions {
  readonly org?: string
  readonly errors?: string
  readonly skipInvalid?: boolean
  readonly wait?: boolean
}

/** --json keeps the first bad rows; every one of them goes to --errors. */
const JSON_PROBLEM_LIMIT = 1000

interface FileCheck {
  readonly rows: number
  readonly valid: number
  readonly invalidRows: number
  readonly problems: ReadonlyArray<BatchProblem>
  readonly problemCount: number
  /** The header is unusable or the CSV breaks off: nothing can be uploaded. */
  readonly unusable: boolean
  /** The rows with problems, for the upload pass to leave out. */
  readonly refused: LineSet
}

const openErrorsFile = (path: string | undefined): WriteStream | undefined => {
  if (!path) return undefined
  const stream = createWriteStream(path, { encoding: "utf8" })
  stream.write(PROBLEMS_CSV_HEADER)
  return stream
}

const closeStream = (stream: WriteStream | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (!stream) return resolve()
    stream.end((error?: Error | null) => (error ? reject(error) : resolve()))
  })

/** First pass: every row through core's validator; each problem to the screen and the errors file. */
const checkFile = async (
  path: string,
  reporter: Reporter,
  errorsFile: string | undefined,
  signal: AbortSignal,
  today: Date,
) => {
  const size = Math.max(1, statSync(path).size)
  const refused = new LineSet()
  const errors = openErrorsFile(errorsFile)
  const kept: Array<BatchProblem> = []
  let rows = 0
  let valid = 0
  let invalidRows = 0
  let problemCount = 0
  let unusable = false
  const record = (problem: BatchProblem) => {
    problemCount += 1
    if (kept.length < JSON_PROBLEM_LIMIT) kept.push(problem)
    errors?.write(problemCsvLine(problem))
    reporter.problem(problem)
  }
  reporter.start("Checking")
  try {
    for await (const chunk of scanChunks(path, {
      signal,
      today,
      onBytes: (bytes) => reporter.advance(rows, bytes / size),
    }))
      for (const scanned of chunk) {
        if (scanned.kind === "header") {
          unusable = true
          scanned.problems.forEach(record)
        } else if (scanned.kind === "broken") {
          unusable = true
          record(scanned.problem)
        } else if (scanned.result.kind === "valid") {
          rows += 1
          valid += 1
        } else if (scanned.result.kind === "invalid") {
          rows += 1
          invalidRows += 1
          refused.add(scanned.line)
          scanned.result.problems.forEach(record)
        }
      }
  } finally {
    await closeStream(errors)
  }
  reporter.advance(rows, 1)
  reporter.end()
  return { rows, valid, invalidRows, problems: kept, problemCount, unusable, refused } satisfies FileCheck
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

/**
 * CLI-2: validates the whole file first, uploads only a clean file (or only
 * its valid rows with --skip-invalid), then waits for the outcome: the hub's
 * push, with polling alongside in case the hub is down or drops.
 */
export const batchUpload = async (file: string, options: BatchUploadOptions): Promise<ExitCode> => {
  const entityId = parseOrg(options.org)
  try {
    if (!statSync(file).isFile()) throw new UsageError(`${file} is not a file.`)
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    )
  }
  const context = makeContext(options)
  const session = requireSession(context)
  const reporter = await createReporter(reporterMode(options))
  const interrupt = interruptSignal()
  const { client } = context
  let phase: "checking" | "uploading" | "waiting" = "checking"
  let sent = 0
  let batch: BatchSummary | undefined
  let batchId: string | undefined
  let listening: Promise<{ hub: ReturnType<typeof signalRHub>; ok: boolean }> | undefined
  try {
    // One day for both passes, so a row valid at the check is valid at the upload.
    const today = new Date()
    const check = await checkFile(file, reporter, options.errors, interrupt.signal, today)
    const summary = {
      file,
      organizationId: entityId,
      rows: check.rows,
      valid: check.valid,
      invalidRows: check.invalidRows,
      problemCount: check.problemCount,
      problems: check.problems,
      problemsTruncated: check.problemCount > check.problems.length,
      errorsFile: options.errors ?? null,
    }
    reporter.note(
      `${file}: ${rowsText(check.rows)}, ${formatCount(check.valid)} valid, ${formatCount(check.invalidRows)} with problems.`,
    )
    if (options.errors && check.problemCount > 0)
      reporter.note(`Every problem is listed in ${options.errors}.`)
    const refuse = (reason: string) => {
      reporter.close()
      process.stderr.write(`${reason}\n`)
      if (options.json) printJson({ ok: false, error: reason, ...summary })
      return ExitCode.invalidFile
    }
    if (check.unusable) return refuse("The file cannot be uploaded as it is; nothing was sent.")
    if (check.valid === 0) return refuse("The file has no valid rows; nothing was sent.")
    if (check.invalidRows > 0 && !options.skipInvalid)
      return refuse(
        `${check.invalidRows === 1 ? "1 row has" : `${formatCount(check.invalidRows)} rows have`} problems; nothing was sent. Fix them, or pass --skip-invalid to upload the ${check.valid === 1 ? "1 valid row" : `${formatCount(check.valid)} valid rows`}.`,
      )

    // The check's duplicate tables are garbage now; free them before the upload allocates.
    collectGarbage()
    phase = "uploading"
    // Connect while the rows go up, so the push for this batch cannot come before anyone listens.
    listening =
      options.wait === false
        ? undefined
        : connectHub(hubUrl(context.apiHost, context.apiKey, session.account.authToken), {
            transport: context.transport,
            basicAuth: context.basicAuth,
          })
    reporter.start("Uploading")
    batch = await client.batches.upload(
      {
        entityId,
        fileName: basename(file),
        rowCount: check.valid,
        parts: validParts(file, BATCH_PART_SIZE, { signal: interrupt.signal, today, refused: check.refused }),
        onProgress: (progress) => {
          sent = progress.sent
          batchId = progress.batchId
          reporter.advance(progress.sent, progress.sent / progress.rowCount)
        },
      },
      interrupt.signal,
    )
    reporter.end()
    reporter.note(`Uploaded ${rowsText(check.valid)} as batch ${batch.batchId}.`)

    if (options.wait === false) {
      reporter.close()
      if (options.json) printJson({ ok: true, ...summary, batch })
      else process.stdout.write(`${batch.batchId}\n`)
      return ExitCode.ok
    }

    phase = "waiting"
    reporter.start("Processing")
    const connected = await listening
    if (connected && !connected.ok)
      reporter.note("The notification hub cannot be reached; checking the batch every 2 s.")
    const outcome =
      batch.rowCount > LISTED_ROWS_LIMIT
        ? await awaitSummary(client, entityId, batch.batchId, connected?.hub, interrupt.signal)
        : await client.batches.awaitOutcome(entityId, batch.batchId, connected?.hub, {}, interrupt.signal)
    reporter.close()
    const failed = hasFailedRows(outcome.batch)
    if (options.json) printJson({ ok: !failed, ...summary, batch: { ...outcome.batch, via: outcome.via } })
    else process.stdout.write(`${outcomeLines(outcome.batch, entityId).join("\n")}\n`)
    return failed ? ExitCode.failedRows : ExitCode.ok
  } catch (error) {
    reporter.close()
    // Once Ctrl-C has been pressed, whatever failed failed because of it.
    if (!interrupt.signal.aborted) throw error
    const stopped = {
      checking: "Stopped while checking the file; nothing was sent.",
      uploading: `Stopped: ${rowsText(sent)} had been sent${batchId ? ` to batch ${batchId}` : ""}; the unfinished batch was cancelled, so none of them will be processed.`,
      waiting: `Stopped waiting. Batch ${batch?.batchId} was uploaded in full and is being processed; see \`wellkit users batch ${batch?.batchId} --org ${entityId}\`.`,
    }[phase]
    process.stderr.write(`${stopped}\n`)
    if (options.json) printJson({ ok: false, error: stopped, batchId: batchId ?? null, sent })
    return ExitCode.interrupted
  } finally {
    interrupt.dispose()
    // Also a connection still starting: left open, it would keep the process alive.
    await listening?.then(({ hub }) => hub.stop()).catch(() => undefined)
    await client.dispose()
  }
}
