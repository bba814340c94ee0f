import { type BatchCheck, checkBatch } from "@wellkit/core/users"
import { CsvError, parse } from "csv-parse/browser/esm/sync"

export type FileCheck =
  | { readonly kind: "checked"; readonly fileName: string; readonly check: BatchCheck }
  | { readonly kind: "unreadable"; readonly fileName: string; readonly reason: string }

/**
 * POR-17: checks every row of a chosen file's text with core's validator, the
 * same rules as the CLI. Its size and type were checked by the file field first.
 */
export const checkBatchFile = (fileName: string, text: string): FileCheck => {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as Array<Array<string>>
    return { kind: "checked", fileName, check: checkBatch(records) }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    return { kind: "unreadable", fileName, reason: `This file is not valid CSV: ${error.message}` }
  }
}
