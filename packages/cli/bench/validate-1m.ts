/**
 * CLI-2 quality bar: checking a 1,000,000-row employee CSV. Prints the
 * validator's throughput as a share of raw streaming csv-parse on the same
 * file (target ≥ 50%) and the peak RSS of the checking process (target
 * ≤ 150 MB). Each measurement runs in its own bundled process (bench/measure.ts),
 * like the command itself, so the RSS is its own.
 */
import { execFileSync } from "node:child_process"
import { createWriteStream, existsSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "esbuild"

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

interface Measured {
  readonly rows: number
  readonly seconds: number
  readonly peakRssMb: number
  readonly baselineMb: number
}

const file = join(tmpdir(), `wellkit-bench-${ROWS}.csv`)
if (!existsSync(file)) {
  process.stdout.write(`Writing ${ROWS.toLocaleString("en-US")} rows to ${file}…\n`)
  await generate(file)
}
const measurer = join(tmpdir(), "wellkit-bench-measure.mjs")
await build({
  entryPoints: [join(import.meta.dirname, "measure.ts")],
  outfile: measurer,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
})
const run = (which: string): Measured =>
  JSON.parse(execFileSync(process.execPath, [measurer, which, file], { encoding: "utf8" })) as Measured

const raw = run("raw")
const checked = run("check")
const mb = statSync(file).size / 1024 / 1024
const rate = (r: Measured) => Math.round(r.rows / r.seconds).toLocaleString("en-US")
process.stdout.write(
  `${[
    `File: ${ROWS.toLocaleString("en-US")} rows, ${mb.toFixed(0)} MB`,
    `raw csv-parse:       ${raw.seconds.toFixed(2)} s  ${rate(raw)} rows/s  peak RSS ${raw.peakRssMb.toFixed(0)} MB`,
    `batch validation:    ${checked.seconds.toFixed(2)} s  ${rate(checked)} rows/s  peak RSS ${checked.peakRssMb.toFixed(0)} MB`,
    `throughput ratio:    ${((raw.seconds / checked.seconds) * 100).toFixed(0)}% of raw (target ≥ 50%)`,
    `peak RSS:            ${checked.peakRssMb.toFixed(0)} MB (target ≤ 150 MB); ${checked.baselineMb.toFixed(0)} MB of it before the first row`,
  ].join("\n")}\n`,
)
if (process.env.BENCH_KEEP_FILE === undefined) rmSync(file, { force: true })
