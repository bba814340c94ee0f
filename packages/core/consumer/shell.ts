import { spawnSync } from "node:child_process"

export interface Ran {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs a command to completion; a failure throws with what the command said, so the test shows why. */
export const run = (command: string, args: ReadonlyArray<string>, cwd: string): Ran => {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`)
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    )
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The pnpm running this script when there is one, else the pinned one through npx. */
export const pnpm = (args: ReadonlyArray<string>, cwd: string): Ran => {
  const current = process.env.npm_execpath
  return current && /pnpm/.test(current) && /\.[cm]?js$/.test(current)
    ? run(process.execPath, [current, ...args], cwd)
    : run("npx", ["--yes", "pnpm@12.21.0", ...args], cwd)
}
