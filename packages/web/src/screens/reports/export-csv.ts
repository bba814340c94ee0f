/**
 * POR-7: builds a CSV from parts, handing control back to the browser between
 * parts so the page keeps answering while 10,000 rows are written, then offers
 * the file for download.
 */
export const downloadCsv = async (
  parts: Iterable<string>,
  fileName: string,
  onPart?: (partsDone: number) => void,
): Promise<void> => {
  const chunks: Array<string> = []
  for (const part of parts) {
    chunks.push(part)
    onPart?.(chunks.length)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(["\uFEFF", ...chunks], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
