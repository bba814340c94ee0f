import { spawn } from "node:child_process"

export interface RunningSandbox {
  readonly url: string
  readonly stop: () => Promise<void>
}

/**
 * The testkit's sandbox in a process of its own: the consumer program is a
 * separate Node process too, and the SDK must not share anything with the workspace.
 */
export const startSandbox = (testkitDir: string): Promise<RunningSandbox> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/bin/sandbox.ts", "--port", "0"], {
      cwd: testkitDir,
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once("exit", () => done())
        child.kill("SIGTERM")
      })
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const started = /wellkit sandbox API: (http:\/\/\S+)/.exec(output)
      if (started?.[1]) resolve({ url: started[1], stop })
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.once("error", reject)
    child.once("exit", (code) =>
      reject(new Error(`The sandbox exited (${code}) before it listened:\n${output}`)),
    )
  })
