import {
  AppError,
  BATCH_PART_SIZE,
  type BatchId,
  type BatchRowId,
  type BatchRowInput,
  type EntityId,
  hubUrl,
  signalRHub,
  type UserId,
} from "@wellkit/core"
import { partsOf } from "@wellkit/core/users"
import { afterEach, describe, expect, it } from "vitest"
import { SANDBOX_API_KEY } from "./demo.js"
import { inProcessSandbox } from "./harness.js"
import { startSandboxServer } from "./server.js"

const acme = 1000 as EntityId
let env: ReturnType<typeof inProcessSandbox>
afterEach(() => env.close())

const person = (line: number, email: string, employeeId?: string): BatchRowInput => ({
  line,
  firstName: "Ada",
  lastName: `Row${line}`,
  emailAddress: email,
  ...(employeeId ? { employeeId } : {}),
})

const signedIn = async () => {
  env = inProcessSandbox({ batches: { processingMs: 20 } })
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
}

describe("batch uploads against the sandbox", () => {
  it("POR-17, CLI-2: a file goes up in parts, is processed, and each row gets its outcome", async () => {
    await signedIn()
    const existing = env.sandbox.db.state.employees.find((e) => e.entityId === 1000)
    const rows = [
      person(2, "new.one@acme.test", "007001"),
      person(3, existing?.emailAddress ?? "missing"),
      person(4, "staff@wellkit.test"),
    ]
    const progress: Array<number> = []
    const opened = await env.client.batches.upload({
      entityId: acme,
      fileName: "march.csv",
      rowCount: rows.length,
      parts: partsOf(rows, 2),
      onProgress: (p) => progress.push(p.sent),
    })
    expect(opened.status).toBe("processing")
    expect(progress).toEqual([0, 2, 3, 3])
    expect(env.sandbox.requests.filter((r) => r.endsWith("/rows"))).toHaveLength(2)

    const { batch, via } = await env.client.batches.awaitOutcome(acme, opened.batchId, undefined, {
      pollEvery: "10 millis",
    })
    expect(via).toBe("polling")
    expect(batch).toMatchObject({ status: "completedWithErrors", created: 1, updated: 1, failed: 1 })
    expect(batch.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, "created"],
      [3, "updated"],
      [4, "failed"],
    ])
    expect(batch.rows[2]?.reason).toMatch(/another organization/)
    // Leading zeros of the employee id survive the trip.
    expect(env.sandbox.db.state.employees.some((e) => e.employeeId === "007001")).toBe(true)

    const listed = await env.client.batches.list(acme)
    expect(listed[0]).toMatchObject({
      batchId: opened.batchId,
      fileName: "march.csv",
      uploadedBy: "admin@acme.test",
    })
  })

  it("CLI-2: parts go up as they are read: a part is read only once the one before it was sent", async () => {
    await signedIn()
    const sentWhenRead: Array<number> = []
    const rowsSent = () => env.sandbox.requests.filter((r) => r.endsWith("/rows")).length
    async function* reading() {
      for (let part = 0; part < 3; part++) {
        sentWhenRead.push(rowsSent())
        yield [person(2 + part, `streamed.${part}@acme.test`)]
      }
    }
    await env.client.batches.upload({
      entityId: acme,
      fileName: "streamed.csv",
      rowCount: 3,
      parts: reading(),
    })
    // Never more than one part in memory: each was read after the previous one had gone up.
    expect(sentWhenRead).toEqual([0, 1, 2])
    expect(rowsSent()).toBe(3)
  })

  it("POR-17: a failed row corrected by hand is processed again and signed by the session's user", async () => {
    await signedIn()
    const detail = await env.client.batches.get(acme, "b-2026-0211" as BatchId)
    const failed = detail.rows.find((row) => row.outcome === "failed")
    expect(failed).toMatchObject({
      line: 10,
      emailAddress: "staff@wellkit.test",
      reason: "The e-mail address is already on an active account in another organization.",
    })
    const userId = env.sandbox.db.state.users.find((u) => u.emailAddress === "admin@acme.test")
      ?.userId as UserId
    const fixed = await env.client.batches.updateUser(acme, detail.batchId, failed?.rowId as BatchRowId, {
      firstName: "Rosa",
      lastName: "Parks",
      emailAddress: "rosa.parks@acme.test",
      updatedByUserId: userId,
    })
    expect(fixed).toMatchObject({ outcome: "created", reason: null, updatedByUserId: userId })
    expect((await env.client.batches.get(acme, detail.batchId)).status).toBe("completed")

    const refused = await env.client.batches
      .updateUser(acme, detail.batchId, failed?.rowId as BatchRowId, {
        firstName: "Rosa",
        lastName: "Parks",
        emailAddress: "not an address",
        updatedByUserId: userId,
      })
      .catch((error: AppError) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ status: 400, message: "ERRORS.UPDATE_BATCH_USER_FAILED" })
    expect((refused as AppError).additionalMessage).toMatch(/not an e-mail address/)
  })

  it("CLI-2: an upload aborted between parts cancels the open batch; nothing is processed", async () => {
    await signedIn()
    const stop = new AbortController()
    async function* parts() {
      yield [person(2, "a@acme.test")]
      stop.abort()
      await new Promise((resolve) => setTimeout(resolve, 50))
      yield [person(3, "b@acme.test")]
    }
    const sent: Array<number> = []
    const result = await env.client.batches
      .upload(
        {
          entityId: acme,
          fileName: "half.csv",
          rowCount: 2,
          parts: parts(),
          onProgress: (p) => sent.push(p.sent),
        },
        stop.signal,
      )
      .then(
        () => "uploaded",
        () => "stopped",
      )
    expect(result).toBe("stopped")
    expect(sent.at(-1)).toBe(1)
    const batch = env.sandbox.db.state.batches.find((b) => b.fileName === "half.csv")
    expect(batch?.status).toBe("cancelled")
    expect((await env.client.batches.list(acme)).some((b) => b.fileName === "half.csv")).toBe(false)
  })

  it("CLI-2: a submit that fails leaves no half-open batch behind", async () => {
    await signedIn()
    env.sandbox.faults.set({ endpoint: "batches.submit", status: 500 })
    const error = await env.client.batches
      .upload({ entityId: acme, fileName: "x.csv", rowCount: 1, parts: [[person(2, "x@acme.test")]] })
      .catch((e: AppError) => e)
    expect(error).toMatchObject({ message: "ERRORS.UPLOAD_BATCH_FAILED", status: 500 })
    expect(env.sandbox.db.state.batches.find((b) => b.fileName === "x.csv")?.status).toBe("cancelled")
  })

  it("sends at most BATCH_PART_SIZE rows per request", () => {
    const rows = Array.from({ length: BATCH_PART_SIZE * 2 + 1 }, (_, i) => i)
    expect(partsOf(rows, BATCH_PART_SIZE).map((part) => part.length)).toEqual([
      BATCH_PART_SIZE,
      BATCH_PART_SIZE,
      1,
    ])
  })
})

describe("the outcome pushed by the hub", () => {
  it("RT-1, CLI-2: a finished batch is announced through the hub and ends the wait", async () => {
    const api = await startSandboxServer({ batchProcessingMs: 200 })
    env = inProcessSandbox({ apiHost: api.url, fetch: globalThis.fetch })
    try {
      const session = await env.loginAs("admin@acme.test")
      const hub = signalRHub(hubUrl(api.url, SANDBOX_API_KEY, session.account.authToken))
      await hub.start()
      const opened = await env.client.batches.upload({
        entityId: acme,
        fileName: "pushed.csv",
        rowCount: 1,
        parts: [[person(2, "pushed@acme.test")]],
      })
      const { batch, via } = await env.client.batches.awaitOutcome(acme, opened.batchId, hub, {
        pollEveryWhileConnected: "1 minute",
      })
      expect(via).toBe("hub")
      expect(batch).toMatchObject({ status: "completed", created: 1 })
      await hub.stop()
    } finally {
      await api.close()
    }
  })
})

describe("reward files", () => {
  it("ADM-17, CLI-3: an accepted reward file comes with the 24-hour processing notice", async () => {
    await signedIn()
    const { receipt, toast } = await env.client.rewardFiles.upload({
      fileName: "rewards-march.csv",
      content: "userId,points\n17,50\n",
    })
    expect(receipt).toMatchObject({ fileName: "rewards-march.csv", bytes: 20 })
    expect(toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REWARD_FILE_UPLOADED" })
    const empty = await env.client.rewardFiles
      .upload({ fileName: "empty.csv", content: " \n" })
      .catch((e) => e)
    expect(empty).toMatchObject({
      message: "ERRORS.UPLOAD_REWARD_FILE_FAILED",
      status: 400,
      additionalMessage: "empty.csv is empty.",
    })
  })
})
