/**
 * CLI-2 quality bar: checking a 1,000,000-row employee CSV. Prints the
 * validator's throughput as a share of raw streaming csv-parse on the same
 * file (target ≥ 50%) and the peak RSS of the checking process (target
 * ≤ 150 MB). Each measurement runs in its own process so RSS is its own.
 */
import { execFileSync } from "node:child_process"
import { createReadStream, createWriteStream, existsSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parse } from "csv-parse"

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)

const generate = async (path: string) => {
  const out = createWriteStream(path)
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", () => resolve()))
  await write("\uFEFFFirst Name,Last Name,Email,Employee ID,Date of birth\r\n")
  for (let i = 0; i < ROWS; i += 1) {
    // Every 10,000th row is bad, as in a real file that needs fixing.
    const email = i % 10_000 === 9_999 ? "no-at-sign" : `person.${i}@bench.example`
    await write(
      `Pat,"Smith ${i}",${email},${String(i).padStart(8, "0")},19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}\r\n`,
    )
  }
  await new Promise<void>((resolve) => out.end(() => resolve()))
}

const measure = async (mode: string, path: string) => {
  // Only the checking run loads core; the raw run stays as small as csv-parse itself.
  const { scanFile } = mode === "raw" ? { scanFile: undefined } : await import("../src/csv/scan-file.js")
  const baselineMb = process.memoryUsage.rss() / 1024 / 1024
  const started = performance.now()
  let rows = 0
  if (mode === "raw") {
    const parser = createReadStream(path, { highWaterMark: 256 * 1024 }).pipe(
      parse({
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        info: true,
        record_delimiter: ["\r\n", "\n", "\r"],
      }),
    )
    for await (const _ of parser) rows += 1
  } else {
    for await (const scanned of scanFile?.(path) ?? []) if (scanned.kind === "row") rows += 1
  }
  const seconds = (performance.now() - started) / 1000
  const peakRssMb = process.resourceUsage().maxRSS / 1024
  process.stdout.write(JSON.stringify({ rows, seconds, peakRssMb, baselineMb }))
}

const main = async () => {
  const [, , mode, path] = process.argv
  if (mode && path) return measure(mode, path)
  const file = join(tmpdir(), `wellkit-bench-${ROWS}.csv`)
  if (!existsSync(file)) {
    process.stdout.write(`Writing ${ROWS.toLocaleString("en-US")} rows to ${file}…\n`)
    await generate(file)
  }
  const run = (which: string) =>
    JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, which, file], {
        encoding: "utf8",
      }),
    ) as {
      rows: number
      seconds: number
      peakRssMb: number
      baselineMb: number
    }
  const raw = run("raw")
  const checked = run("check")
  const mb = statSync(file).size / 1024 / 1024
  const rate = (r: { rows: number; seconds: number }) =>
    Math.round(r.rows / r.seconds).toLocaleString("en-US")
  process.stdout.write(
    `${[
      `File: ${ROWS.toLocaleString("en-US")} rows, ${mb.toFixed(0)} MB`,
      `raw csv-parse:       ${raw.seconds.toFixed(2)} s  ${rate(raw)} rows/s  peak RSS ${raw.peakRssMb.toFixed(0)} MB`,
      `batch validation:    ${checked.seconds.toFixed(2)} s  ${rate(checked)} rows/s  peak RSS ${checked.peakRssMb.toFixed(0)} MB`,
      `throughput ratio:    ${((raw.seconds / checked.seconds) * 100).toFixed(0)}% of raw (target ≥ 50%)`,
      `peak RSS:            ${checked.peakRssMb.toFixed(0)} MB (target ≤ 150 MB); ${checked.baselineMb.toFixed(0)} MB of it is the process with its code loaded, before the first row`,
    ].join("\n")}\n`,
  )
  if (process.env.BENCH_KEEP_FILE === undefined) rmSync(file, { force: true })
}

await main()
