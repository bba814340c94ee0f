import { statSync } from "node:fs"
import { apiTarget, type GlobalOptions, notSignedIn } from "../api-target.js"
import { ExitCode } from "../exit-codes.js"
import { collectGarbage } from "../memory.js"
import { interruptSignal, printJson } from "../run.js"
import { hasStoredSession } from "../session-peek.js"
import { UsageError } from "../settings.js"
import { createReporter, reporterMode } from "../ui/create-reporter.js"
import { formatCount, rowsText } from "../ui/format.js"
import { checkFile } from "./batch-check.js"
import type { SendState } from "./batch-send.js"
import { parseOrg } from "./org.js"

export interface BatchUploadOptions extends GlobalOptions {
  readonly org?: string
  readonly errors?: string
  readonly skipInvalid?: boolean
  readonly wait?: boolean
}

/**
 * CLI-2: validates the whole file first, uploads only a clean file (or only
 * its valid rows with --skip-invalid), then waits for the outcome.
 *
 * The SDK (Effect, the contract, the HTTP client: about 35 MB of a running
 * process) loads only once the check is done and has passed, so it never sits
 * in memory beside the check's duplicate tables (about 35 MB at a million rows);
 * together they made the peak of a large upload (bench/command.ts).
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
  // Refused before the check, as a long check would be wasted on a command that cannot send.
  const { apiHost } = apiTarget(options)
  if (!hasStoredSession(apiHost)) throw notSignedIn(apiHost)
  const reporter = await createReporter(reporterMode(options))
  const interrupt = interruptSignal()
  const state: SendState = { phase: "checking", sent: 0, batchId: undefined, batch: undefined }
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

    // The check's duplicate tables are garbage now; free them before the SDK and the upload allocate.
    collectGarbage()
    const { sendAndWait } = await import("./batch-send.js")
    return await sendAndWait({
      file,
      options,
      entityId,
      check,
      summary,
      reporter,
      signal: interrupt.signal,
      today,
      state,
    })
  } catch (error) {
    reporter.close()
    // Once Ctrl-C has been pressed, whatever failed failed because of it.
    if (!interrupt.signal.aborted) throw error
    const { phase, sent, batchId, batch } = state
    const stopped = {
      checking: "Stopped while checking the file; nothing was sent.",
      uploading: `Stopped: ${rowsText(sent)} had been sent${batchId ? ` to batch ${batchId}` : ""}; the unfinished batch was canceled, so none of them will be processed.`,
      waiting: `Stopped waiting. Batch ${batch?.batchId} was uploaded in full and is being processed; see \`wellkit users batch ${batch?.batchId} --org ${entityId}\`.`,
    }[phase]
    process.stderr.write(`${stopped}\n`)
    if (options.json) printJson({ ok: false, error: stopped, batchId: batchId ?? null, sent })
    return ExitCode.interrupted
  } finally {
    interrupt.dispose()
  }
}
