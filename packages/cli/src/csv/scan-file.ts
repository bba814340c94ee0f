import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import {
  type BatchProblem,
  type BatchRowChecker,
  type BatchRowInput,
  batchRowChecker,
  type RowResult,
  readHeader,
} from "@wellkit/core"
import { CsvError, parse } from "csv-parse"

export type Scanned =
  | { readonly kind: "header"; readonly problems: ReadonlyArray<BatchProblem> }
  | { readonly kind: "row"; readonly line: number; readonly result: RowResult }
  /** The rest of the file cannot be read as CSV; nothing after `line` was checked. */
  | { readonly kind: "broken"; readonly problem: BatchProblem }

export interface ScanOptions {
  readonly signal?: AbortSignal
  /** Bytes read so far, for progress. */
  readonly onBytes?: (bytes: number) => void
  readonly today?: Date
}

/**
 * CLI-2: streams a batch file through core's validator with constant memory
 * (apart from what duplicate detection remembers). Lines are record numbers,
 * as a spreadsheet numbers its rows, the header being 1; a quoted value may
 * span text lines. \r\n, \n and \r all end a record.
 */
export async function* scanFile(path: string, options: ScanOptions = {}): AsyncGenerator<Scanned> {
  const source = createReadStream(path, { highWaterMark: 256 * 1024 })
  if (options.onBytes) {
    const report = options.onBytes
    let bytes = 0
    source.on("data", (chunk) => {
      bytes += chunk.length
      report(bytes)
    })
  }
  const parser = source.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      // 37°36'37.8"N: a quote inside an unquoted value is text, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ["\r\n", "\n", "\r"],
    }),
  )
  source.on("error", (error) => parser.destroy(error))
  const stop = () => parser.destroy(new StoppedError())
  options.signal?.addEventListener("abort", stop, { once: true })

  let check: BatchRowChecker | undefined
  let line = 0
  const fileBytes = (await stat(path).catch(() => undefined))?.size
  let sampleBytes = 0
  try {
    // Every record counts (skip_empty_lines is off), so its number is the count so far.
    for await (const record of parser as AsyncIterable<Array<string>>) {
      line += 1
      if (!check) {
        const header = readHeader(record)
        if (!header.ok) {
          yield { kind: "header", problems: header.problems }
          return
        }
        check = batchRowChecker(record, header.columns, options.today)
        continue
      }
      if (line <= SAMPLE_ROWS) {
        // The parser reads ahead by a whole chunk, so its byte count cannot say what these rows took.
        for (const cell of record) sampleBytes += cell.length + 1
        if (line === SAMPLE_ROWS && fileBytes)
          check.expectRows(Math.ceil((fileBytes / sampleBytes) * (line - 1) * 1.05))
      }
      yield { kind: "row", line, result: check(record, line) }
    }
    if (!check) yield { kind: "header", problems: [{ line: 1, column: "", reason: "The file is empty." }] }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const at = ((error as CsvError & { records?: number }).records ?? line) + 1
    yield {
      kind: "broken",
      problem: {
        line: at,
        column: "",
        reason: `This row is not valid CSV (${error.message}); the rest of the file could not be read.`,
      },
    }
  } finally {
    options.signal?.removeEventListener("abort", stop)
    source.destroy()
  }
}

/** Rows read before the file's row count is estimated from their bytes (for duplicate detection's memory). */
const SAMPLE_ROWS = 1000

/** Thrown out of a scan when its signal aborts. */
export class StoppedError extends Error {
  constructor() {
    super("stopped")
  }
}

/** The valid rows of a file, in parts of `size`, for the upload pass. */
export async function* validParts(
  path: string,
  size: number,
  options: ScanOptions = {},
): AsyncGenerator<ReadonlyArray<BatchRowInput>> {
  let part: Array<BatchRowInput> = []
  for await (const scanned of scanFile(path, options)) {
    if (scanned.kind !== "row" || scanned.result.kind !== "valid") continue
    part.push({ line: scanned.line, ...scanned.result.employee })
    if (part.length === size) {
      yield part
      part = []
    }
  }
  if (part.length > 0) yield part
}
