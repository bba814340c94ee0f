import { spawn } from "node:child_process"
import { mkdtempSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEMO_PASSWORD, type SandboxServer, startSandboxServer } from "@wellkit/testkit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bin, runCli } from "../test/run-cli.js"

let api: SandboxServer
let configDir: string

beforeAll(async () => {
  api = await startSandboxServer()
  configDir = mkdtempSync(join(tmpdir(), "wellkit-cli-"))
})
afterAll(() => api.close())

const wellkit = (args: Array<string>, stdin = "") =>
  runCli({
    args: ["--api-host", api.url, "--api-key", "sandbox-key", ...args],
    stdin,
    env: { WELLKIT_CONFIG_DIR: configDir },
  })

describe("wellkit login and logout", () => {
  it("CLI-1: login keeps the session in a 0600 file; logout removes it", async () => {
    const signedIn = await wellkit(
      ["login", "-u", "staff@wellkit.test", "--password-stdin"],
      `${DEMO_PASSWORD}\n`,
    )
    expect(signedIn).toMatchObject({ code: 0, stderr: "" })
    expect(signedIn.stdout).toContain("Signed in as Sam (staff@wellkit.test)")
    const mode = statSync(join(configDir, "session.json")).mode & 0o777
    expect(mode).toBe(0o600)
    const token = Object.keys(api.sandbox.db.state.sessions)[0] ?? "no token"
    expect(signedIn.stdout).not.toContain(token)

    const signedOut = await wellkit(["logout"])
    expect(signedOut).toMatchObject({ code: 0 })
    expect(signedOut.stdout).toContain(`Signed out of ${api.url}.`)
    expect(() => statSync(join(configDir, "session.json"))).toThrow()
    expect(api.sandbox.db.state.sessions[token]).toBeUndefined()
  })

  it("CLI-5: --json prints one JSON document and nothing else", async () => {
    const result = await wellkit(
      ["--json", "login", "-u", "admin@acme.test", "--password-stdin"],
      DEMO_PASSWORD,
    )
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: true,
      emailAddress: "admin@acme.test",
      adminType: 8,
    })
  })

  it.each([
    ["a wrong password", ["login", "-u", "staff@wellkit.test", "--password-stdin"], "nope", 3, /not correct/],
    [
      "a locked account (481)",
      ["login", "-u", "locked@acme.test", "--password-stdin"],
      DEMO_PASSWORD,
      3,
      /Sorry!: Your account is locked/,
    ],
    ["no terminal and no --password-stdin", ["login", "-u", "staff@wellkit.test"], "", 2, /--password-stdin/],
    ["an unknown flag", ["login", "--nope"], "", 2, /unknown option/],
  ])(
    "CLI-5: %s gets its own exit code and a clear message on stderr",
    async (_label, args, stdin, code, message) => {
      const result = await wellkit(args as Array<string>, stdin as string)
      expect(result.code).toBe(code)
      expect(result.stderr).toMatch(message as RegExp)
    },
  )

  it("CLI-5: an unreachable API is a server/network failure (exit 4)", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(
        process.execPath,
        [
          bin,
          "--api-host",
          "http://127.0.0.1:9",
          "--api-key",
          "k",
          "login",
          "-u",
          "a@b.c",
          "--password-stdin",
        ],
        {
          env: { ...process.env, WELLKIT_CONFIG_DIR: configDir },
        },
      )
      let stderr = ""
      child.stderr.on("data", (chunk) => (stderr += chunk))
      child.on("close", (code) => done({ code, stderr }))
      child.stdin.end("pw")
    })
    expect(result.code).toBe(4)
    expect(result.stderr).toContain("The server could not be reached.")
  })
})
