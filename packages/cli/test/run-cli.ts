import { spawn } from "node:child_process"
import { resolve } from "node:path"

export const bin = resolve(import.meta.dirname, "../bin/wellkit.mjs")

export interface CliResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

export interface CliRun {
  readonly args: ReadonlyArray<string>
  readonly stdin?: string
  readonly env?: NodeJS.ProcessEnv
  readonly cwd?: string
  /** Called with each piece of stderr and the child, e.g. to press Ctrl-C at the right moment. */
  readonly onStderr?: (text: string, child: ReturnType<typeof spawn>) => void
}

/** The machine's own API and proxy settings would change what the tests prove. */
const noMachineSettings = {
  WELLKIT_API_HOST: "",
  WELLKIT_API_KEY: "",
  WELLKIT_PROFILE: "",
  HTTP_PROXY: "",
  http_proxy: "",
  HTTPS_PROXY: "",
  https_proxy: "",
  NO_PROXY: "",
  no_proxy: "",
}

/** Runs the real command in a child process with no terminal, like a cron job. */
export const runCli = ({ args, stdin = "", env = {}, cwd, onStderr }: CliRun) =>
  new Promise<CliResult>((done) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, ...noMachineSettings, ...env },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
    })
    child.stderr.on("data", (chunk) => {
      stderr += chunk
      onStderr?.(stderr, child)
    })
    child.on("close", (code) => done({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
