/**
 * One measurement of the 1M-row bench, run as its own bundled process so its
 * peak RSS is its own: `raw` streams the file through csv-parse alone,
 * `check` through the CLI's scan with core's batch validator.
 */
import { createReadStream } from "node:fs"
import { parse } from "csv-parse"
import { scanFile } from "../src/csv/scan-file.js"

const [, , mode, path] = process.argv
if (!path) throw new Error("usage: measure raw|check FILE")
const baselineMb = process.memoryUsage.rss() / 1024 / 1024
const started = performance.now()
let rows = 0
if (mode === "raw") {
  const parser = createReadStream(path, { highWaterMark: 256 * 1024 }).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ["\r\n", "\n", "\r"],
    }),
  )
  for await (const _ of parser) rows += 1
} else {
  for await (const scanned of scanFile(path)) if (scanned.kind === "row") rows += 1
}
const seconds = (performance.now() - started) / 1000
process.stdout.write(
  JSON.stringify({ rows, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, baselineMb }),
)
