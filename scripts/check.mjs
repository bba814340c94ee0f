#!/usr/bin/env node
// `pnpm check`, which `npm test` runs: every stage of the proof, in two lanes so both
// cores work. The portal's lane builds it and drives it in Chromium (the longest stage);
// the other lane runs the static checks, the unit tests and the packed SDK's test.
// A lane stops at its first failure; the other goes on, so one run reports both.
// Each stage's output goes to .reports/logs/<stage>.log and is printed whole when it
// fails; every stage's time is printed as it ends and again in the summary.
import { spawn } from "node:child_process"
import { createWriteStream, mkdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const logs = join(root, ".reports/logs")
/** The pnpm running this script (a script file or pnpm's own executable), else the pinned one. */
const pnpmCommand = (...args) => {
  const current = process.env.npm_execpath
  if (!current || !/pnpm/.test(current)) return ["npx", "--yes", "pnpm@12.21.0", ...args]
  return /\.[cm]?js$/.test(current) ? [process.execPath, current, ...args] : [current, ...args]
}

/** A stage is a script of the root package.json; a lane runs its stages in order. */
const lanes = [
  [
    { name: "build", script: "build" },
    { name: "size", script: "size" },
    { name: "e2e", script: "e2e" },
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

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const results = []

const runStage = (stage) =>
  new Promise((done) => {
    const started = Date.now()
    const log = join(logs, `${stage.name}.log`)
    const out = createWriteStream(log)
    console.log(`▶ ${stage.name}`)
    const [command, ...args] = pnpmCommand("run", stage.script)
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } })
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

const runLane = async (lane) => {
  for (const stage of lane) {
    if (!(await runStage(stage))) return false
  }
  return true
}

mkdirSync(logs, { recursive: true })
const started = Date.now()
const outcomes = await Promise.all(lanes.map(runLane))
const skipped = lanes.flat().filter((stage) => !results.some((result) => result.name === stage.name))
console.log(`\nstages (${seconds(Date.now() - started)} in all, two at a time):`)
for (const result of results) {
  console.log(`  ${result.passed ? "passed" : "FAILED"}  ${result.name.padEnd(10)} ${seconds(result.took)}`)
}
for (const stage of skipped) console.log(`  skipped ${stage.name} (a stage before it failed)`)
process.exit(outcomes.every(Boolean) ? 0 : 1)
