import { type BatchCheck, checkBatch } from "@wellkit/core/users"
import { CsvError, parse } from "csv-parse/browser/esm/sync"

export type FileReading =
  | { readonly kind: "checked"; readonly fileName: string; readonly check: BatchCheck }
  | { readonly kind: "unreadable"; readonly fileName: string; readonly reason: string }

/** Files bigger than this are for the command line, which streams them. */
export const MAX_BROWSER_FILE_BYTES = 20 * 1024 * 1024

/** POR-17: reads the chosen file and checks every row with core's validator, the same rules as the CLI. */
export const readBatchFile = async (file: File): Promise<FileReading> => {
  if (file.size > MAX_BROWSER_FILE_BYTES)
    return {
      kind: "unreadable",
      fileName: file.name,
      reason: "This file is larger than 20 MB. Upload it with the command line: wellkit users batch-upload.",
    }
  const text = await file.text()
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as Array<Array<string>>
    return { kind: "checked", fileName: file.name, check: checkBatch(records) }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    return { kind: "unreadable", fileName: file.name, reason: `This file is not valid CSV: ${error.message}` }
  }
}
