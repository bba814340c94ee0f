import type { BatchStatus, BatchSummary } from "../../api/Batches.js"
import { formatNumber } from "../../format/index.js"
import type { FileRules } from "../../forms/file.js"

/** POR-17: an employee file chosen in the portal; larger ones are for the command line, which streams them. */
export const BATCH_FILE: FileRules = {
  maxBytes: 20 * 1024 * 1024,
  types: ["text/csv"],
  extensions: [".csv"],
  described: "a CSV file (.csv)",
  whenTooLarge: "Upload it with the command line: wellkit users batch-upload.",
}

/** Statuses after which a batch changes no more (until someone corrects a row). */
export const finishedStatuses: ReadonlyArray<BatchStatus> = [
  "completed",
  "completedWithErrors",
  "failed",
  "cancelled",
]

export const isFinished = (status: BatchStatus): boolean => finishedStatuses.includes(status)

/** Words for each status, shared by the portal's list and the CLI. */
export const statusLabels: Readonly<Record<BatchStatus, string>> = {
  receiving: "Uploading",
  processing: "Processing",
  completed: "Completed",
  completedWithErrors: "Completed with errors",
  failed: "Failed",
  cancelled: "Canceled",
}

/** "40 created, 2 updated, 3 failed" */
export const countsText = (batch: Pick<BatchSummary, "created" | "updated" | "failed">): string =>
  `${formatNumber(batch.created)} created, ${formatNumber(batch.updated)} updated, ${formatNumber(batch.failed)} failed`

/** A batch that finished with failed rows is not a clean success for a script (CLI-5). */
export const hasFailedRows = (batch: Pick<BatchSummary, "status" | "failed">): boolean =>
  batch.status === "failed" || batch.failed > 0

/** The parts a file's valid rows are sent in. */
export const partsOf = <A>(rows: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  )
