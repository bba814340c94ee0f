import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import type { Readable } from "node:stream"
import type { BatchRowInput } from "@wellkit/core"
import {
  type BatchColumn,
  type BatchProblem,
  type BatchRowChecker,
  batchRowChecker,
  type RowResult,
  readHeader,
} from "@wellkit/core/users"
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
 * Bytes per read. Every record the parser makes of a read stays alive until
 * the last of them is checked; small reads keep that short-lived, so the
 * garbage collector frees it young instead of moving it to the old generation,
 * which would grow the heap by tens of megabytes over a large file.
 */
const READ_BYTES = 16 * 1024

/**
 * The file's records, a read at a time (a few hundred), so the awaits are per
 * read, not per record: awaiting each record would cost more than checking it.
 */
async function* readRecords(
  path: string,
  options: Pick<ScanOptions, "signal" | "onBytes">,
): AsyncGenerator<Array<Array<string>>> {
  const source = createReadStream(path, { highWaterMark: READ_BYTES })
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
  try {
    yield* buffered(parser)
  } finally {
    options.signal?.removeEventListener("abort", stop)
    source.destroy()
    parser.destroy()
  }
}

/** What a readable has buffered, taken in one go each time it has something. */
async function* buffered(readable: Readable): AsyncGenerator<Array<Array<string>>> {
  let done = false
  let failure: unknown
  let wake: (() => void) | undefined
  const notify = () => {
    const resume = wake
    wake = undefined
    resume?.()
  }
  readable.on("readable", notify)
  const finish = () => {
    done = true
    notify()
  }
  readable.on("end", finish)
  readable.on("close", finish)
  readable.on("error", (error) => {
    failure = error
    notify()
  })
  while (true) {
    const records: Array<Array<string>> = []
    for (let record = readable.read(); record !== null; record = readable.read()) records.push(record)
    if (records.length > 0) {
      yield records
      continue
    }
    if (failure !== undefined) throw failure
    if (done) return
    await new Promise<void>((resolve) => {
      wake = resolve
    })
  }
}

/**
 * CLI-2: streams a batch file through core's validator with constant memory
 * (apart from what duplicate detection remembers). Lines are record numbers,
 * as a spreadsheet numbers its rows, the header being 1; a quoted value may
 * span text lines. \r\n, \n and \r all end a record.
 */
export async function* scanFile(path: string, options: ScanOptions = {}): AsyncGenerator<Scanned> {
  for await (const chunk of scanChunks(path, options)) yield* chunk
}

/** scanFile a read at a time: the rows of a few kilobytes of the file in one array. */
export async function* scanChunks(
  path: string,
  options: ScanOptions = {},
): AsyncGenerator<ReadonlyArray<Scanned>> {
  let check: BatchRowChecker | undefined
  let line = 0
  const fileBytes = (await stat(path).catch(() => undefined))?.size
  let sampleBytes = 0
  try {
    // Every record counts (skip_empty_lines is off), so its number is the count so far.
    for await (const records of readRecords(path, options)) {
      const scanned: Array<Scanned> = []
      for (const record of records) {
        line += 1
        if (!check) {
          const header = readHeader(record)
          if (!header.ok) {
            yield [...scanned, { kind: "header", problems: header.problems }]
            return
          }
          check = batchRowChecker(record, header.columns, options.today)
          continue
        }
        if (line <= SAMPLE_ROWS) {
          // The parser reads ahead, so its byte count cannot say what these rows took.
          for (const cell of record) sampleBytes += cell.length + 1
          if (line === SAMPLE_ROWS && fileBytes)
            check.expectRows(Math.ceil((fileBytes / sampleBytes) * (line - 1) * 1.05))
        }
        scanned.push({ kind: "row", line, result: check(record, line) })
      }
      if (scanned.length > 0) yield scanned
    }
    if (!check) yield [{ kind: "header", problems: [{ line: 1, column: "", reason: "The file is empty." }] }]
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const at = ((error as CsvError & { records?: number }).records ?? line) + 1
    yield [
      {
        kind: "broken",
        problem: {
          line: at,
          column: "",
          reason: `This row is not valid CSV (${error.message}); the rest of the file could not be read.`,
        },
      },
    ]
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

/** Line numbers, one bit each: the rows a check refused, for the upload pass to leave out. */
export class LineSet {
  private bits = new Uint8Array(1024)
  private count = 0

  get size(): number {
    return this.count
  }

  add(line: number): void {
    const at = line >>> 3
    if (at >= this.bits.length) {
      const grown = new Uint8Array(Math.max(at + 1, this.bits.length * 2))
      grown.set(this.bits)
      this.bits = grown
    }
    const bit = 1 << (line & 7)
    if ((this.bits[at] ?? 0) & bit) return
    this.bits[at] = (this.bits[at] ?? 0) | bit
    this.count += 1
  }

  has(line: number): boolean {
    return ((this.bits[line >>> 3] ?? 0) & (1 << (line & 7))) !== 0
  }
}

/** The file no longer reads as it did when it was checked. */
export class ChangedFileError extends Error {}

export interface UploadScanOptions extends ScanOptions {
  /**
   * The lines the check pass refused. With them, this pass leaves those out and
   * checks each part on its own, as duplicates were already found over the
   * whole file: it then remembers nothing of the rows it has sent.
   */
  readonly refused?: LineSet
}

/** The valid rows of a file, in parts of `size`, for the upload pass. */
export async function* validParts(
  path: string,
  size: number,
  options: UploadScanOptions = {},
): AsyncGenerator<ReadonlyArray<BatchRowInput>> {
  const { refused } = options
  let part: Array<BatchRowInput> = []
  if (!refused) {
    for await (const chunk of scanChunks(path, options))
      for (const scanned of chunk) {
        if (scanned.kind !== "row" || scanned.result.kind !== "valid") continue
        part.push({ line: scanned.line, ...scanned.result.employee })
        if (part.length === size) {
          yield part
          part = []
        }
      }
    if (part.length > 0) yield part
    return
  }
  const changed = (line: number) =>
    new ChangedFileError(`${path} changed after it was checked (line ${line}); check it again.`)
  let header: { cells: Array<string>; columns: ReadonlyArray<BatchColumn | undefined> } | undefined
  let check: BatchRowChecker | undefined
  let line = 0
  for await (const records of readRecords(path, options))
    for (const record of records) {
      line += 1
      if (!header) {
        const read = readHeader(record)
        if (!read.ok) throw changed(line)
        header = { cells: record, columns: read.columns }
        continue
      }
      if (refused.has(line)) continue
      check ??= batchRowChecker(header.cells, header.columns, options.today)
      const result = check(record, line)
      if (result.kind === "invalid") throw changed(line)
      if (result.kind !== "valid") continue
      part.push({ line, ...result.employee })
      if (part.length === size) {
        yield part
        part = []
        check = undefined
      }
    }
  if (part.length > 0) yield part
}
