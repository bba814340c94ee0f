// The baseline of the CLI bench: a file streamed through csv-parse alone, with
// the options the command uses, in its own process as the command runs in its own.
import { createReadStream } from "node:fs"
import { parse } from "csv-parse"

const [, , path] = process.argv
if (!path) throw new Error("usage: node raw-csv-parse.mjs FILE")
let records = 0
const parser = createReadStream(path, { highWaterMark: 256 * 1024 }).pipe(
  parse({ bom: true, relax_column_count: true, relax_quotes: true, record_delimiter: ["\r\n", "\n", "\r"] }),
)
for await (const _ of parser) records += 1
process.stdout.write(`${records}\n`)
