/**
 * CLI-2 quality bars, measured on the command a user runs: `node
 * packages/cli/bin/wellkit.mjs` (the bundle), each run under `/usr/bin/time -v`,
 * against a sandbox API in its own process.
 *
 * - check: a 1,000,000-row file with 100 bad rows; the command checks every row
 *   and refuses it (exit 5), so nothing is sent. There is no check-only flag:
 *   a file with problems is how the command checks without uploading.
 * - upload: the same file with --skip-invalid: the check, the upload of the
 *   999,900 valid rows in parts, and the wait for the outcome.
 * - raw: the file streamed through csv-parse alone, in its own process.
 *
 * Prints each run's peak RSS ("Maximum resident set size") and the check's
 * throughput as a share of raw csv-parse's in the same run (whole process
 * against whole process, start-up included). Targets: < 150 MB, ≥ 50%.
 * Prints only; it never fails on a figure. BENCH_ROWS=N for another size;
 * BENCH_TERMINAL=0 skips the runs on a terminal (the live view, through `script`).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const TIME = "/usr/bin/time"
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const bin = here("../bin/wellkit.mjs")
const testkit = here("../../testkit")
const work = mkdtempSync(join(tmpdir(), "wellkit-bench-"))
const file = join(work, `employees-${ROWS}.csv`)
const org = "1000"

if (!existsSync(TIME)) {
  process.stderr.write(`${TIME} is missing: it is GNU time (Debian: apt-get install time).\n`)
  process.exit(1)
}

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

/** The sandbox in its own process, as a real API would be; one per upload, as it keeps every row. */
const startSandbox = async () => {
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=6144", "--import", "tsx", "src/bin/sandbox.ts", "--port", "0"],
    { cwd: testkit, stdio: ["ignore", "pipe", "inherit"] },
  )
  let output = ""
  while (!/sandbox API: (\S+)/.test(output)) {
    const [chunk] = (await Promise.race([
      once(child.stdout, "data"),
      once(child, "exit").then(() => {
        throw new Error("the sandbox did not start")
      }),
    ])) as [Buffer]
    output += chunk.toString()
  }
  const url = output.match(/sandbox API: (\S+)/)?.[1] as string
  return {
    url,
    stop: async () => {
      child.kill()
      if (child.exitCode === null) await once(child, "exit")
    },
  }
}

/** A home of its own, so the session file is the bench's and nobody else's. */
const home = join(work, "home")
const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") }
for (const name of [
  "NO_COLOR",
  "WELLKIT_CONFIG_DIR",
  "WELLKIT_PROFILE",
  "WELLKIT_API_HOST",
  "WELLKIT_API_KEY",
])
  delete env[name]
const api = (url: string) => ["--api-host", url, "--api-key", "sandbox-key"]

const login = (url: string) =>
  execFileSync(
    process.execPath,
    [bin, ...api(url), "login", "--username", "staff@wellkit.test", "--password-stdin"],
    { env, input: "Wellkit!2026\n", encoding: "utf8" },
  )

interface Timed {
  readonly code: number | null
  readonly seconds: number
  readonly peakMb: number
  readonly output: string
}

const finished = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)))

const quote = (word: string) => `'${word.replace(/'/g, "'\\''")}'`

/** One run under `/usr/bin/time -v`; on a terminal through `script`, which gives it a pseudo-terminal. */
const timed = async (command: ReadonlyArray<string>, terminal = false): Promise<Timed> => {
  const report = join(work, "time.txt")
  const measured = [TIME, "-v", "-o", report, ...command]
  const child = terminal
    ? // A terminal has a size: the live view fits its bar to the width.
      spawn("script", ["-qec", `stty rows 50 cols 120; ${measured.map(quote).join(" ")}`, "/dev/null"], {
        env: { ...env, TERM: "xterm-256color" },
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(measured[0] as string, measured.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout?.on("data", (chunk) => {
    output += chunk
  })
  child.stderr?.on("data", (chunk) => {
    output += chunk
  })
  const code = await finished(child)
  const text = readFileSync(report, "utf8")
  const peakKb = Number(text.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1])
  const clock = text.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/)?.[1] ?? "0"
  const seconds = clock.split(":").reduce((total, part) => total * 60 + Number(part), 0)
  const exit = text.match(/Exit status: (\d+)/)?.[1]
  return { code: exit === undefined ? code : Number(exit), seconds, peakMb: peakKb / 1024, output }
}

const wellkit = (url: string, ...args: Array<string>) => [process.execPath, bin, ...api(url), ...args]

const expectExit = (what: string, run: Timed, code: number) => {
  if (run.code !== code)
    throw new Error(
      `${what} exited ${run.code}, not ${code}:\n${run.output.split("\n").slice(-15).join("\n")}`,
    )
}

const count = (value: number) => Math.round(value).toLocaleString("en-US")
const mb = (value: number) => `${value.toFixed(0)} MB`
const bar = (peak: number) => (peak < 150 ? "under the 150 MB bar" : "OVER the 150 MB bar")

try {
  // The bundle first, so no run below pays for building it.
  execFileSync(process.execPath, [here("../scripts/build.mjs")], { stdio: "inherit" })
  process.stdout.write(`Writing ${count(ROWS)} rows to ${file}…\n`)
  await generate(file)
  const terminal = process.env.BENCH_TERMINAL !== "0" && existsSync("/usr/bin/script")

  const raw = await timed([process.execPath, here("raw-csv-parse.mjs"), file])
  expectExit("raw csv-parse", raw, 0)

  const checks: Array<[string, Timed]> = []
  const uploads: Array<[string, Timed]> = []
  for (const onTerminal of terminal ? [false, true] : [false]) {
    const how = onTerminal ? ", terminal" : ""
    const sandbox = await startSandbox()
    try {
      login(sandbox.url)
      const check = await timed(wellkit(sandbox.url, "users", "batch-upload", file, "--org", org), onTerminal)
      expectExit("the check", check, 5)
      checks.push([`check${how}`, check])
      const upload = await timed(
        wellkit(sandbox.url, "users", "batch-upload", file, "--org", org, "--skip-invalid"),
        onTerminal,
      )
      expectExit("the upload", upload, 0)
      uploads.push([`upload + wait${how}`, upload])
    } finally {
      await sandbox.stop()
    }
  }

  const rate = (run: Timed) => ROWS / run.seconds
  const [, plainCheck] = checks[0] as [string, Timed]
  const line = (label: string, run: Timed, extra = "") =>
    `${`${label}:`.padEnd(24)}${run.seconds.toFixed(2).padStart(7)} s  ${extra.padEnd(20)}peak RSS ${mb(run.peakMb).padStart(6)}`
  process.stdout.write(
    `${[
      "",
      `wellkit CLI, as users run it: ${process.execPath} packages/cli/bin/wellkit.mjs (bundled), under ${TIME} -v`,
      `File: ${count(ROWS)} rows, ${mb(statSync(file).size / 1024 / 1024)}, every 10,000th row with a bad e-mail`,
      line("raw csv-parse", raw, `${count(rate(raw))} rows/s`),
      ...checks.map(
        ([label, run]) => `${line(label, run, `${count(rate(run))} rows/s`)}  ${bar(run.peakMb)}`,
      ),
      ...uploads.map(([label, run]) => `${line(label, run)}  ${bar(run.peakMb)}`),
      `throughput ratio:       ${((rate(plainCheck) / rate(raw)) * 100).toFixed(0)}% of raw csv-parse (check, whole process against whole process; target ≥ 50%)`,
    ].join("\n")}\n`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
