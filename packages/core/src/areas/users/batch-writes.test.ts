import { Stream } from "effect"
import { describe, expect, it } from "vitest"
import type { BatchId, BatchRowId, EntityId, UserId } from "../../api/ids.js"
import { isOutcomeUnknown } from "../../errors/AppError.js"
import { type Reply, testServer } from "../test-server.js"
import * as Batches from "./Batches.js"

/**
 * Issue 40.5: batch uploads' writes go through the kit's one write path
 * (kit/write.ts): correcting a row (its toast, the batch's page and the list
 * read again, also when the outcome is unknown), and the upload and a cancel
 * through its answer-only form (the list read again), over the real client and
 * a server of a few lines.
 */
const acme = 1000 as EntityId
const key = { entityId: acme, batchId: "b-1" as BatchId }
const summary = {
  batchId: "b-1",
  organizationId: 1000,
  fileName: "march.csv",
  uploadedBy: "admin@acme.test",
  uploadedAt: "2026-11-29T10:00:00Z",
  status: "completedWithErrors",
  rowCount: 1,
  received: 1,
  created: 0,
  updated: 0,
  failed: 1,
}
const row = {
  line: 2,
  firstName: "Sam",
  lastName: "Taken",
  emailAddress: "sam.taken@newco.test",
  rowId: 9,
  outcome: "created",
  reason: null,
  updatedByUserId: 42,
}

const serve = testServer()

const LIST = "GET /entities/1000/batches"
const DETAIL = "GET /entities/1000/batches/b-1"
const FIX = "PUT /entities/1000/batches/b-1/rows/9"
const START = "POST /entities/1000/batches"
const ROWS = "POST /entities/1000/batches/b-1/rows"
const SUBMIT = "POST /entities/1000/batches/b-1/submit"
const CANCEL = "DELETE /entities/1000/batches/b-1"
const served = {
  [LIST]: { status: 200, body: [summary] },
  [DETAIL]: { status: 200, body: { ...summary, rows: [row] } },
}
const fix = () =>
  Batches.updateUser(acme, "b-1" as BatchId, 9 as BatchRowId, {
    firstName: "Sam",
    lastName: "Taken",
    emailAddress: "sam.taken@newco.test",
    updatedByUserId: 42 as UserId,
  })

describe("POR-17: correcting a row through the one write path", () => {
  it.each([
    {
      label: "a corrected row says the spec's toast; the batch's page and the list are read again",
      reply: { status: 200, body: row },
      unknown: false,
      after: [DETAIL, LIST],
    },
    {
      label: "a row that fails again is the answer's to say, with the same reads",
      reply: { status: 200, body: { ...row, outcome: "failed", reason: "Taken." } },
      unknown: false,
      after: [DETAIL, LIST],
    },
    {
      label: "ERR-5: a 503 leaves it open: said in the kit's words, both read again",
      reply: { status: 503 },
      unknown: true,
      after: [DETAIL, LIST],
    },
    {
      label: "ERR-5: a refusal (400) is not applied: nothing read again",
      reply: { status: 400, body: { message: "not an e-mail address" } },
      unknown: false,
      after: [],
    },
  ])("$label", async ({ reply, unknown, after }) => {
    const { client, seen } = serve({ ...served, [FIX]: reply })
    // The page has read the batch: its write reads it again (a page never opened stays unread).
    await client.run(Batches.detail.read(key))
    seen.length = 0
    const done = await client.run(fix()).then(
      (outcome) => ({ outcome, failure: undefined }),
      (failure) => ({ outcome: undefined, failure }),
    )
    if (done.outcome) {
      expect(done.outcome.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
      expect(done.outcome.redirect).toBeUndefined()
      expect(done.outcome.result.outcome).toBe((reply as { body: typeof row }).body.outcome)
    } else {
      expect(done.failure).toMatchObject({ message: "ERRORS.UPDATE_BATCH_USER_FAILED" })
      expect(isOutcomeUnknown(done.failure)).toBe(unknown)
    }
    expect(seen[0]).toBe(FIX)
    expect([...seen.slice(1)].sort()).toEqual([...after].sort())
  })

  it("a batch whose page was never opened is not read for it; the list is", async () => {
    const { client, seen } = serve({ ...served, [FIX]: { status: 200, body: row } })
    await client.run(fix())
    expect(seen).toEqual([FIX, LIST])
  })
})

describe("POR-17, CLI-2: the upload and a cancel through the one write path", () => {
  const upload = () =>
    Batches.upload({
      entityId: acme,
      fileName: "march.csv",
      rowCount: 1,
      parts: Stream.make([
        { line: 2, firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@newco.test" },
      ]),
    })
  const opened = { status: 201, body: { ...summary, status: "receiving", received: 0 } }
  const received = { status: 200, body: { ...summary, status: "receiving" } }

  it.each<{
    label: string
    routes: Readonly<Record<string, Reply>>
    requests: ReadonlyArray<string>
    fails: boolean
  }>([
    {
      label: "a submitted upload reads the list again",
      routes: { [START]: opened, [ROWS]: received, [SUBMIT]: { status: 202, body: summary } },
      requests: [START, ROWS, SUBMIT, LIST],
      fails: false,
    },
    {
      label: "ERR-5: a submit whose outcome is unknown cancels, and the list is read again",
      routes: { [START]: opened, [ROWS]: received, [SUBMIT]: { status: 503 }, [CANCEL]: { status: 204 } },
      requests: [START, ROWS, SUBMIT, CANCEL, LIST],
      fails: true,
    },
    {
      label: "a part refused (400) cancels the open batch; nothing was processed, nothing is read again",
      routes: {
        [START]: opened,
        [ROWS]: { status: 400, body: { message: "A part has at most 5000 rows." } },
        [CANCEL]: { status: 204 },
      },
      requests: [START, ROWS, CANCEL],
      fails: true,
    },
  ])("$label", async ({ routes, requests, fails }) => {
    const { client, seen } = serve({ ...served, ...routes })
    const failed = await client.run(upload()).then(
      () => false,
      () => true,
    )
    expect(failed).toBe(fails)
    expect(seen).toEqual(requests)
  })

  it("a cancel reads the list again", async () => {
    const { client, seen } = serve({ ...served, [CANCEL]: { status: 204 } })
    await client.run(Batches.cancel(acme, "b-1" as BatchId))
    expect(seen).toEqual([CANCEL, LIST])
  })

  it("the Promise SDK still answers a correction with the row", async () => {
    const { client } = serve({ ...served, [FIX]: { status: 200, body: row } })
    const fixed = await client.batches.updateUser(acme, "b-1" as BatchId, 9 as BatchRowId, {
      firstName: "Sam",
      lastName: "Taken",
      emailAddress: "sam.taken@newco.test",
      updatedByUserId: 42 as UserId,
    })
    expect(fixed).toEqual(row)
  })
})
