import { createWriteStream, statSync, type WriteStream } from "node:fs"
import { type BatchProblem, PROBLEMS_CSV_HEADER, problemCsvLine } from "@wellkit/core/users"
import { LineSet, scanChunks } from "../csv/scan-file.js"
import type { Reporter } from "../ui/reporter.js"

/** --json keeps the first bad rows; every one of them goes to --errors. */
const JSON_PROBLEM_LIMIT = 1000

export interface FileCheck {
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

/**
 * CLI-2, first pass: every row through core's validator; each problem to the
 * screen and the errors file. Nothing here loads the SDK (see batch-upload.ts).
 */
export const checkFile = async (
  path: string,
  reporter: Reporter,
  errorsFile: string | undefined,
  signal: AbortSignal,
  today: Date,
): Promise<FileCheck> => {
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
  return { rows, valid, invalidRows, problems: kept, problemCount, unusable, refused }
}
