import { Content, type EntityId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

/** Content syncs (CLI-4, ADM-16) as the portal and the command line call them. */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
})
afterEach(() => env.close())

const content = () => env.client.content
const historyLines = () => env.lines.filter((line) => line.startsWith("GET /content/sync/history"))
const firstPage = Content.historyList.read(new URLSearchParams(""))
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe("the sync history", () => {
  it("ADM-16: the portal's first history call sends pageNumber=1&pageSize=10 on the wire", async () => {
    const page = await env.client.run(Content.historyPages.search(firstPage))
    expect(historyLines()).toHaveLength(1)
    expect(historyLines()[0]).toMatch(/\?pageNumber=1&pageSize=10(&|$)/)
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalRecordCount: 60 })
    expect(page.items).toHaveLength(10)
  })

  it("ADM-16, CLI-4: the SDK's history is page 1 of 10 unless asked otherwise; statuses are mixed, newest first", async () => {
    const first = await content().history()
    expect(historyLines()[0]).toContain("pageNumber=1&pageSize=10")
    expect(first.items.map((sync) => sync.status).slice(0, 5)).toEqual([
      "queued",
      "queued",
      "queued",
      "running",
      "completed",
    ])
    const sixth = await content().history({ pageNumber: 6 })
    expect(sixth.items).toHaveLength(10)
    expect(new Set(sixth.items.map((sync) => sync.status))).toContain("failed")
  })

  it("K13: a request reads the page shown again, once, and drops the other kept pages", async () => {
    await env.client.run(Content.historyPages.search(Content.historyList.read(new URLSearchParams("page=2"))))
    await env.client.run(Content.historyPages.search(firstPage))
    env.lines.length = 0
    await content().requestSync({ environmentId: "staging", contentTypeId: "programs" })
    expect(historyLines()).toEqual([expect.stringContaining("pageNumber=1&pageSize=10")])
    const cache = await env.client.run(Content.historyPages.pages)
    expect(cache.get("page=2")).toBeUndefined()
  })
})

describe("requesting a sync", () => {
  it("CLI-4: a sync of the whole type, or of the items picked; the request joins the history, queued", async () => {
    const whole = await content().requestSync({ environmentId: "staging", contentTypeId: "programs" })
    expect(whole.record).toMatchObject({ status: "queued", syncTypeId: "full", itemCount: null })
    expect(whole.toast.message).toBe("SUCCESS.REQUEST_QUEUED")

    const items = await content().syncItems({ environmentId: "uat", contentTypeId: "challenges" })
    expect(items.map((item) => item.name)).toContain("Ten mindful minutes")
    expect(items.map((item) => item.name)).not.toContain("Bike to work month")
    const picked = await content().requestSync({
      environmentId: "uat",
      contentTypeId: "challenges",
      syncTypeId: "selected",
      itemIds: [items[0]?.itemId ?? ""],
    })
    const details = await content().details(picked.record.batchId)
    expect(details.items).toEqual([
      { itemId: items[0]?.itemId, name: items[0]?.name, outcome: "waiting", reason: null },
    ])
    expect((await content().history()).items[0]?.batchId).toBe(picked.record.batchId)
  })

  it("CLI-4: messages are picked by organization; an unknown organization is a 404", async () => {
    const messages = await content().messagesByEntity(1000 as EntityId)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.every((message) => message.contentTypeId === "messages")).toBe(true)
    const sent = await content().requestSync({
      environmentId: "production",
      contentTypeId: "messages",
      syncTypeId: "selected",
      entityId: 1000 as EntityId,
      itemIds: [messages[0]?.itemId ?? ""],
    })
    expect((await content().details(sent.record.batchId)).items[0]?.name).toBe(messages[0]?.name)
    expect(await failure(content().messagesByEntity(424242 as EntityId))).toMatchObject({ status: 404 })
  })

  it("a selected sync with nothing picked, and an unknown environment, are refused in words", async () => {
    expect(
      await failure(
        content().requestSync({ environmentId: "uat", contentTypeId: "programs", syncTypeId: "selected" }),
      ),
    ).toMatchObject({ status: 400, additionalMessage: "A sync of selected items needs at least one item." })
    expect(
      await failure(content().requestSync({ environmentId: "moon", contentTypeId: "programs" })),
    ).toMatchObject({ status: 400, additionalMessage: 'There is no environment "moon".' })
    expect(
      await failure(content().syncItems({ environmentId: "staging", contentTypeId: "poems" })),
    ).toMatchObject({ status: 400, additionalMessage: 'There is no content type "poems".' })
  })

  it("the sync types, and a list search of a type by text", async () => {
    expect((await content().syncTypes()).map((type) => type.syncTypeId)).toEqual(["full", "selected"])
    const found = await content().listSearch({ contentTypeId: "programs", text: "SLEEP" })
    expect(found.map((item) => item.name)).toEqual(["Sleep well in 6 weeks"])
    expect(await content().listSearch({ contentTypeId: "programs" })).toHaveLength(6)
  })
})

describe("deleting a sync and its details", () => {
  it("a queued sync is deleted, with its toast; the history shown is read again once", async () => {
    await env.client.run(Content.historyPages.search(firstPage))
    const [queued] = (await content().history()).items
    env.lines.length = 0
    const { toast } = await content().deleteSync(queued?.batchId ?? "")
    expect(toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.SYNC_DELETED" })
    expect(historyLines()).toHaveLength(1)
    expect((await content().history()).totalRecordCount).toBe(59)
    expect(await failure(content().details(queued?.batchId ?? ""))).toMatchObject({ status: 404 })
  })

  it("a sync that is running or finished is refused (409) in the server's sentence; an unknown one is a 404", async () => {
    const running = (await content().history()).items.find((sync) => sync.status === "running")
    expect(await failure(content().deleteSync(running?.batchId ?? ""))).toMatchObject({
      status: 409,
      title: "ERRORS.DELETE_SYNC_FAILED",
      message: `Sync ${running?.batchId} is running: only a queued sync can be deleted.`,
    })
    expect(await failure(content().deleteSync("sync-none"))).toMatchObject({
      status: 404,
      message: "ERRORS.DELETE_SYNC_FAILED",
    })
  })

  it("a finished sync's details name its items and their outcome; a failed item says why", async () => {
    const page = await content().history({ pageNumber: 2 })
    const failed = page.items.find((sync) => sync.status === "failed")
    const details = await content().details(failed?.batchId ?? "")
    expect(details.items[0]).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/\.$/) })
    expect(details.items.slice(1).every((item) => item.outcome === "synced")).toBe(true)
  })
})

describe("every new call can be failed by the sandbox's faults", () => {
  it.each([
    ["content.syncTypes", () => content().syncTypes(), "ERRORS.GET_SYNC_TYPES_FAILED"],
    [
      "content.listSearch",
      () => content().listSearch({ contentTypeId: "programs" }),
      "ERRORS.SEARCH_CONTENT_FAILED",
    ],
    [
      "content.messagesByEntity",
      () => content().messagesByEntity(1000 as EntityId),
      "ERRORS.GET_CONTENT_MESSAGES_FAILED",
    ],
    [
      "content.syncItems",
      () => content().syncItems({ environmentId: "staging", contentTypeId: "programs" }),
      "ERRORS.GET_SYNC_ITEMS_FAILED",
    ],
    ["content.details", () => content().details("sync-1059"), "ERRORS.GET_SYNC_DETAILS_FAILED"],
    ["content.deleteSync", () => content().deleteSync("sync-1059"), "ERRORS.DELETE_SYNC_FAILED"],
  ])("%s fails with a 500 in its own words", async (endpoint, send, key) => {
    env.sandbox.faults.set({ endpoint, status: 500, times: 1 })
    expect(await failure(send())).toMatchObject({ status: 500, message: key })
  })
})
