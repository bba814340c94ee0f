import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEMO_PASSWORD, endpointOf, type SandboxServer, startSandboxServer } from "@wellkit/testkit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCli } from "../../test/run-cli.js"
import { LISTED_ROWS_LIMIT } from "./batch-outcome.js"

let api: SandboxServer
const dir = mkdtempSync(join(tmpdir(), "wellkit-batch-"))

const wellkit = (args: Array<string>, extra: Partial<Parameters<typeof runCli>[0]> = {}) =>
  runCli({
    args: ["--api-host", api.url, "--api-key", "sandbox-key", ...args],
    env: { WELLKIT_CONFIG_DIR: join(dir, "config") },
    cwd: dir,
    ...extra,
  })

const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

const header = "First Name,Last Name,Email,Employee ID,DOB\n"
const withProblems = file(
  "with-problems.csv",
  `\uFEFF${header}Ada,Lovelace,ada.l@newco.test,009123,1985-12-10\nGrace,,grace@newco.test,009124,1990-02-30\nAlan,Turing,not-an-email,009125,\nKatherine,Johnson,ada.l@newco.test,009126,1970-01-01\n`,
)

beforeAll(async () => {
  api = await startSandboxServer({ batchProcessingMs: 1500 })
  const signedIn = await wellkit(["login", "-u", "admin@acme.test", "--password-stdin"], {
    stdin: DEMO_PASSWORD,
  })
  expect(signedIn.code).toBe(0)
})
afterAll(() => api.close())

const batchesNamed = (name: string) => api.sandbox.db.state.batches.filter((b) => b.fileName === name)

describe("wellkit users batch-upload", () => {
  it("CLI-2: every bad row is reported with line, column and reason; nothing is sent (exit 5)", async () => {
    const result = await wellkit([
      "users",
      "batch-upload",
      withProblems,
      "--org",
      "1000",
      "--errors",
      "problems.csv",
    ])
    expect(result.code).toBe(5)
    expect(result.stderr).toContain("line 3, Last Name: A last name is required.")
    expect(result.stderr).toContain(
      'line 3, DOB: "1990-02-30" is not a date of birth in the form YYYY-MM-DD.',
    )
    expect(result.stderr).toContain('line 4, Email: "not-an-email" is not an e-mail address.')
    expect(result.stderr).toContain("line 5, Email: The e-mail address is already on line 2.")
    expect(result.stderr).toContain("3 rows have problems; nothing was sent.")
    expect(result.stdout).toBe("")
    expect(readFileSync(join(dir, "problems.csv"), "utf8").split("\r\n")).toEqual([
      "line,column,reason",
      "3,Last Name,A last name is required.",
      '3,DOB,"""1990-02-30"" is not a date of birth in the form YYYY-MM-DD."',
      '4,Email,"""not-an-email"" is not an e-mail address."',
      "5,Email,The e-mail address is already on line 2.",
      "",
    ])
    expect(batchesNamed("with-problems.csv")).toHaveLength(0)
  })

  it("CLI-2, CLI-5: --skip-invalid uploads the valid rows, waits for the hub's push, and --json prints one document", async () => {
    const result = await wellkit([
      "--json",
      "users",
      "batch-upload",
      withProblems,
      "--org",
      "1000",
      "--skip-invalid",
    ])
    expect(result.code).toBe(0)
    const document = JSON.parse(result.stdout)
    expect(document).toMatchObject({
      ok: true,
      rows: 4,
      valid: 1,
      invalidRows: 3,
      problemCount: 4,
      batch: { status: "completed", created: 1, failed: 0, via: "hub", fileName: "with-problems.csv" },
    })
    expect(document.problems[0]).toEqual({ line: 3, column: "Last Name", reason: "A last name is required." })
    // Leading zeros and the BOM-prefixed header survive the trip.
    expect(document.batch.rows[0]).toMatchObject({ line: 2, employeeId: "009123", outcome: "created" })
  })

  it("CLI-2, CLI-5: a batch that finishes with failed rows prints them and exits 6; plain lines without a terminal", async () => {
    const path = file(
      "taken.csv",
      `${header}Sam,Taken,staff@wellkit.test,,\nNew,Person,new.person@newco.test,,\n`,
    )
    const result = await wellkit(["users", "batch-upload", path, "--org", "1000"])
    expect(result.code).toBe(6)
    expect(result.stdout).toMatch(/^Batch b-\w+ processed: 1 created, 0 updated, 1 failed\.\n/)
    expect(result.stdout).toContain(
      "line 2, staff@wellkit.test: The e-mail address is already on an active account in another organization.",
    )
    expect(result.stderr).toContain("Checking…")
    expect(result.stderr).toMatch(/Checking: done in \d+s, 2 rows/)
    expect(result.stderr).toContain("Uploaded 2 rows as batch")
  })

  it("CLI-2: past the listed-rows limit the outcome is the batch's counts, with where to find the failed rows", async () => {
    const rows = Array.from({ length: LISTED_ROWS_LIMIT }, (_, i) => `Big,Batch${i},big${i}@bulk.test,,`)
    const path = file("big.csv", `${header}${rows.join("\n")}\nSam,Taken,staff@wellkit.test,,\n`)
    const result = await wellkit(["users", "batch-upload", path, "--org", "1000"])
    expect(result.code).toBe(6)
    const batchId = result.stdout.match(/^Batch (b-\w+) processed/)?.[1]
    expect(result.stdout).toBe(
      `Batch ${batchId} processed: ${LISTED_ROWS_LIMIT.toLocaleString("en-US")} created, 0 updated, 1 failed.\n` +
        `  The failed rows are listed by \`wellkit users batch ${batchId} --org 1000\`.\n`,
    )
  })

  it("CLI-2: --no-wait prints only the batch id; batches and batch show it with its rows", async () => {
    const path = file("later.csv", `${header}Lee,Later,lee.later@newco.test,0042,\n`)
    const uploaded = await wellkit(["users", "batch-upload", path, "--org", "1000", "--no-wait"])
    expect(uploaded.code).toBe(0)
    const batchId = uploaded.stdout.trim()
    expect(batchId).toMatch(/^b-\w+$/)

    const listed = await wellkit(["users", "batches", "--org", "1000"])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(batchId)
    expect(listed.stdout).toContain("february-hires.csv")

    const shown = await wellkit(["--json", "users", "batch", "b-2026-0211", "--org", "1000"])
    expect(JSON.parse(shown.stdout).batch).toMatchObject({ batchId: "b-2026-0211", failed: 1 })
    const missing = await wellkit(["users", "batch", "b-nope", "--org", "1000"])
    expect(missing.code).toBe(4)
    expect(missing.stderr).toContain("The batch upload could not be loaded.")
  })

  it("CLI-2: the hub down, the outcome still arrives by polling", async () => {
    await fetch(`${api.url}/__sandbox/hub/stop`, { method: "POST" })
    try {
      const path = file("polled.csv", `${header}Pol,Ling,pol.ling@newco.test,,\n`)
      const result = await wellkit(["--json", "users", "batch-upload", path, "--org", "1000"])
      expect(result.code).toBe(0)
      expect(JSON.parse(result.stdout).batch).toMatchObject({ status: "completed", via: "polling" })
    } finally {
      await fetch(`${api.url}/__sandbox/hub/start`, { method: "POST" })
    }
  })

  it("CLI-5: Ctrl-C during the upload stops cleanly, says what was sent, and cancels the batch (exit 130)", async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `Row,Number${i},row${i}@bulk.test,,`).join("\n")
    const path = file("bulk.csv", `${header}${rows}\n`)
    // Every part is held at the sandbox, so the interrupt lands mid-upload.
    api.sandbox.faults.set({ endpoint: "batches.sendRows", delayMs: 1500 })
    // Once a part has reached the sandbox the command has opened its batch and knows its id:
    // Ctrl-C is pressed then, whatever the machine's speed, not a fixed time after "Uploading…".
    const partsSent = () =>
      api.sandbox.requests.filter((request) => {
        const [method = "", path = ""] = request.split(" ")
        return endpointOf(method, path) === "batches.sendRows"
      }).length
    const before = partsSent()
    const partArrived = () => partsSent() > before
    let pressed = false
    const result = await wellkit(["users", "batch-upload", path, "--org", "1000"], {
      onStderr: (text, child) => {
        if (pressed || !text.includes("Uploading…")) return
        pressed = true
        const watch = setInterval(() => {
          if (!partArrived()) return
          clearInterval(watch)
          child.kill("SIGINT")
        }, 10)
        child.once("exit", () => clearInterval(watch))
      },
    })
    api.sandbox.faults.clear()
    expect(result.code).toBe(130)
    expect(result.stderr).toMatch(
      /Stopped: 0 rows had been sent to batch b-\w+; the unfinished batch was canceled/,
    )
    expect(batchesNamed("bulk.csv").map((b) => b.status)).toEqual(["cancelled"])
  })

  it("CLI-5: usage errors exit 2 with a clear message", async () => {
    const noOrg = await wellkit(["users", "batch-upload", withProblems])
    expect(noOrg.code).toBe(2)
    expect(noOrg.stderr).toContain("required option '--org <id>' not specified")
    const badOrg = await wellkit(["users", "batch-upload", withProblems, "--org", "acme"])
    expect(badOrg.code).toBe(2)
    expect(badOrg.stderr).toContain('--org takes an organization id, a whole number; "acme" is not one.')
    const noFile = await wellkit(["users", "batch-upload", "missing.csv", "--org", "1000"])
    expect(noFile.code).toBe(2)
    expect(noFile.stderr).toContain("Cannot read missing.csv: ENOENT.")
  })
})
