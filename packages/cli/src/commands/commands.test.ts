import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEMO_PASSWORD, type SandboxServer, startSandboxServer } from "@wellkit/testkit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCli } from "../../test/run-cli.js"

let api: SandboxServer
const dir = mkdtempSync(join(tmpdir(), "wellkit-commands-"))
const configDir = join(dir, "config")

/** Here the API comes from a named profile in the config file, not from flags. */
const wellkit = (args: Array<string>, stdin = "") =>
  runCli({ args: ["--profile", "sandbox", ...args], stdin, env: { WELLKIT_CONFIG_DIR: configDir }, cwd: dir })

beforeAll(async () => {
  api = await startSandboxServer()
  mkdirSync(configDir, { recursive: true })
  writeFileSync(
    join(configDir, "config.json"),
    JSON.stringify({ profiles: { sandbox: { apiHost: api.url, apiKey: "sandbox-key" } } }),
  )
})
afterAll(() => api.close())

describe("sessions and profiles", () => {
  it("CLI-1, CLI-5: without a session a command exits 3 and says to log in; whoami then names the user", async () => {
    const before = await wellkit(["whoami"])
    expect(before.code).toBe(3)
    expect(before.stderr).toContain(`Not signed in to ${api.url}: run \`wellkit login\` first.`)

    expect(
      (await wellkit(["login", "-u", "staff@wellkit.test", "--password-stdin"], DEMO_PASSWORD)).code,
    ).toBe(0)
    const after = await wellkit(["--json", "whoami"])
    expect(after.code).toBe(0)
    expect(JSON.parse(after.stdout)).toMatchObject({
      ok: true,
      emailAddress: "staff@wellkit.test",
      adminType: 5,
    })
    expect(after.stdout).not.toMatch(/authToken/)
  })

  it("CLI-5: an unknown profile is a usage error that names the known ones", async () => {
    const result = await runCli({
      args: ["--profile", "prod", "whoami"],
      env: { WELLKIT_CONFIG_DIR: configDir },
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('There is no profile "prod"')
    expect(result.stderr).toContain("Known: sandbox.")
  })
})

describe("rewards and content", () => {
  beforeAll(async () => {
    await wellkit(["login", "-u", "staff@wellkit.test", "--password-stdin"], DEMO_PASSWORD)
  })

  it("CLI-3, ADM-17: a reward file upload prints the 24-hour processing notice", async () => {
    const path = join(dir, "rewards-march.csv")
    writeFileSync(path, "userId,points\n17,50\n")
    const result = await wellkit(["rewards", "upload", path])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      "Success! The file was Successfully uploaded. You will receive an email when the processing is complete, please allow up to 24 hours.",
    )
    expect(api.sandbox.db.state.rewardFiles.map((f) => f.fileName)).toContain("rewards-march.csv")

    const empty = join(dir, "empty.csv")
    writeFileSync(empty, "")
    const refused = await wellkit(["rewards", "upload", empty])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("empty.csv is empty.")
  })

  it("CLI-4: a sync names its environment and type; without them and a terminal the choices are listed (exit 2)", async () => {
    const missing = await wellkit(["content", "sync"])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("Pass --env ENV. The environments are:")
    expect(missing.stderr).toContain("2. staging (Staging)")

    const unknown = await wellkit(["content", "sync", "--env", "staging", "--type", "poems"])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('There is no content type "poems". Choose one of:')

    const queued = await wellkit(["--json", "content", "sync", "--env", "staging", "--type", "programs"])
    expect(queued.code).toBe(0)
    expect(JSON.parse(queued.stdout).sync).toMatchObject({ environmentId: "staging", status: "queued" })
  })

  it("CLI-4, ADM-16: the history shows page 1 of 10 by default, and pages on request", async () => {
    const first = await wellkit(["content", "history"])
    expect(first.code).toBe(0)
    expect(first.stdout.trim().split("\n")).toHaveLength(11)
    expect(first.stdout).toMatch(/Page 1 of 7 \(61 syncs\)/)
    expect(first.stdout).toContain("Queued")
    expect(api.sandbox.requests).toContain("GET /content/sync/history")

    const third = await wellkit(["--json", "content", "history", "--page", "3", "--page-size", "5"])
    expect(JSON.parse(third.stdout)).toMatchObject({ pageNumber: 3, pageSize: 5, pages: 13 })
    const bad = await wellkit(["content", "history", "--page-size", "500"])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--page-size takes a whole number from 1 to 100.")
  })

  it("CLI-4, CLI-5: content show names a sync's items and their outcome; an unknown sync exits 7", async () => {
    const shown = await wellkit(["content", "show", "sync-1054"])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain("Sync sync-1054: ")
    expect(shown.stdout).toMatch(/Status: Failed\. Requested 2026-11-/)
    expect(shown.stdout).toMatch(/Failed \(.+\.\)/)

    const json = await wellkit(["--json", "content", "show", "sync-1054"])
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: true,
      sync: { batchId: "sync-1054", status: "failed" },
    })

    const unknown = await wellkit(["content", "show", "sync-nope"])
    expect(unknown.code).toBe(7)
    expect(unknown.stderr).toContain("The sync's details could not be loaded.")
    const unknownJson = await wellkit(["--json", "content", "show", "sync-nope"])
    expect(JSON.parse(unknownJson.stdout)).toMatchObject({ ok: false, status: 404 })
  })

  it("CLI-4, CLI-5: content delete removes a queued sync (exit 0); a started one is refused in the server's words (exit 8), an unknown one exits 7", async () => {
    const deleted = await wellkit(["content", "delete", "sync-1058"])
    expect(deleted.code).toBe(0)
    expect(deleted.stdout).toContain("Complete! The sync request has been deleted.")
    expect(api.sandbox.db.state.syncHistory.map((sync) => sync.batchId)).not.toContain("sync-1058")

    const again = await wellkit(["content", "delete", "sync-1058"])
    expect(again.code).toBe(7)
    expect(again.stderr).toContain("The sync request could not be deleted.")

    const running = await wellkit(["--json", "content", "delete", "sync-1056"])
    expect(running.code).toBe(8)
    expect(JSON.parse(running.stdout)).toMatchObject({ ok: false, status: 409 })
    expect(running.stderr).toContain(
      "The sync request could not be deleted. Sync sync-1056 is running: only a queued sync can be deleted.",
    )
  })
})

describe("content commands without a session", () => {
  it("CLI-1, CLI-5: content show and content delete exit 3 and say to log in", async () => {
    const bare = join(dir, "no-session")
    mkdirSync(bare, { recursive: true })
    writeFileSync(
      join(bare, "config.json"),
      JSON.stringify({ profiles: { sandbox: { apiHost: api.url, apiKey: "sandbox-key" } } }),
    )
    for (const args of [
      ["content", "show", "sync-1059"],
      ["content", "delete", "sync-1059"],
    ]) {
      const result = await runCli({
        args: ["--profile", "sandbox", ...args],
        env: { WELLKIT_CONFIG_DIR: bare },
        cwd: dir,
      })
      expect(result.code).toBe(3)
      expect(result.stderr).toContain("run `wellkit login` first.")
    }
    expect(api.sandbox.db.state.syncHistory.map((sync) => sync.batchId)).toContain("sync-1059")
  })
})
