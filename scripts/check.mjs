#!/usr/bin/env node
// `pnpm check`, which `npm test` runs: every stage of the proof, in two lanes so both
// cores work. One lane builds the portal; the other runs the static checks, the unit tests
// and the packed SDK's test. The end-to-end tests, the longest part, are cut into shards
// (vitest's --shard) that each lane takes, one at a time, once its own stages are done: the
// portal's lane at once, the other when its last stage ends, so neither core waits idle.
// A lane's own stages stop at its first failure (the rest are reported skipped); it still
// takes shards, and the other lane goes on, so one run reports every failure it can.
// Each stage's output goes to .reports/logs/<stage>.log and is printed whole when it
// fails; every stage's time is printed as it ends and again in the summary.
import { spawn } from "node:child_process"
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const reports = join(root, ".reports")
const logs = join(reports, "logs")
/** The pnpm running this script (a script file or pnpm's own executable), else the pinned one. */
const pnpmCommand = (...args) => {
  const current = process.env.npm_execpath
  if (!current || !/pnpm/.test(current)) return ["npx", "--yes", "pnpm@12.21.0", ...args]
  return /\.[cm]?js$/.test(current) ? [process.execPath, current, ...args] : [current, ...args]
}

/** A stage is a script of the root package.json (and its arguments); a lane runs its stages in order. */
const lanes = [
  [
    { name: "build", script: "build" },
    { name: "size", script: "size" },
  ],
  [
    { name: "lint", script: "lint" },
    // The packed SDK's declarations (consumer) are the files this writes.
    { name: "typecheck", script: "typecheck" },
    { name: "cli", script: "build:cli" },
    { name: "unit", script: "unit" },
    { name: "consumer", script: "consumer" },
  ],
]

// More shards than lanes, so the lane that frees up last still finds work; each shard's
// fixed cost (a vitest start, one Chromium) is a few seconds.
const SHARDS = 6
const e2eShards = Array.from({ length: SHARDS }, (_, index) => ({
  name: `e2e-${index + 1}`,
  script: "e2e",
  args: [`--shard=${index + 1}/${SHARDS}`, `--outputFile.json=${join(reports, `e2e-${index + 1}.json`)}`],
  // The screenshots are for a person running `pnpm e2e`; here nobody looks at them.
  env: { WELLKIT_SCREENSHOTS: "0" },
}))

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const results = []

const runStage = (stage) =>
  new Promise((done) => {
    const started = Date.now()
    const log = join(logs, `${stage.name}.log`)
    const out = createWriteStream(log)
    console.log(`▶ ${stage.name}`)
    const [command, ...args] = pnpmCommand("run", stage.script, ...(stage.args ?? []))
    const env = { ...process.env, FORCE_COLOR: "0", ...stage.env }
    const child = spawn(command, args, { cwd: root, env })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on("close", (code) => {
      out.end(() => {
        const took = Date.now() - started
        const passed = code === 0
        results.push({ name: stage.name, passed, took })
        if (passed) console.log(`✔ ${stage.name} passed in ${seconds(took)}`)
        else {
          console.log(
            `\n✘ ${stage.name} failed after ${seconds(took)} (exit ${code}); its output (${log}):\n`,
          )
          console.log(readFileSync(log, "utf8"))
          console.log(`✘ end of ${stage.name}'s output\n`)
        }
        done(passed)
      })
    })
  })

const runStages = async (stages) => {
  for (const stage of stages) {
    if (!(await runStage(stage))) return false
  }
  return true
}

// The shards need the built portal: they wait for the portal's lane, and none runs if it failed.
let portalBuilt = () => {}
const built = new Promise((resolve) => {
  portalBuilt = resolve
})
const waiting = [...e2eShards]
const takeShards = async () => {
  if (!(await built)) return true
  let passed = true
  for (let shard = waiting.shift(); shard !== undefined; shard = waiting.shift()) {
    if (!(await runStage(shard))) passed = false
  }
  return passed
}

mkdirSync(logs, { recursive: true })
// Counts are read from every e2e-*.json: none may be left from an earlier run.
for (const file of readdirSync(reports)) if (/^e2e(-\d+)?\.json$/.test(file)) rmSync(join(reports, file))
const started = Date.now()
const outcomes = await Promise.all(
  lanes.map(async (stages, index) => {
    const passed = await runStages(stages)
    if (index === 0) portalBuilt(passed)
    return (await takeShards()) && passed
  }),
)
const all = [...lanes.flat(), ...e2eShards]
const skipped = all.filter((stage) => !results.some((result) => result.name === stage.name))
console.log(`\nstages (${seconds(Date.now() - started)} in all, two at a time):`)
for (const result of results) {
  console.log(`  ${result.passed ? "passed" : "FAILED"}  ${result.name.padEnd(10)} ${seconds(result.took)}`)
}
for (const stage of skipped) console.log(`  skipped ${stage.name} (a stage before it failed)`)
process.exit(outcomes.every(Boolean) ? 0 : 1)
