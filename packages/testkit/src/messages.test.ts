import type { EntityId, MessageHeaderId, MessageInput } from "@wellkit/core"
import { AppError, Messages } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
const west = 1001 as EntityId
let env: ReturnType<typeof inProcessSandbox>
let calls: Array<string>

beforeEach(async () => {
  env = inProcessSandbox()
  calls = env.sandbox.requests
  await env.loginAs("staff@wellkit.test")
  calls.length = 0
})
afterEach(() => env.close())

const draft = (overrides: Partial<MessageInput> = {}): MessageInput =>
  ({
    messageId: "HYDRATION_TIP",
    ownerEntityId: acme,
    ownerTypeId: 1,
    name: "Drink water",
    body: "<p>Eight glasses a day.</p>",
    channel: "push",
    eventId: null,
    eventActionId: null,
    isActive: true,
    ...overrides,
  }) as MessageInput

describe("messages against the sandbox", () => {
  it("POR-19: an organization's list is fetched once, then served from its cache", async () => {
    await env.client.messages.list(acme)
    await env.client.messages.list(acme)
    await env.client.messages.list(west)
    expect(calls).toEqual(["GET /entities/1000/messages", "GET /entities/1001/messages"])
  })

  it("ADM-1: no messageHeaderId creates (POST), one updates (PUT)", async () => {
    const created = await env.client.run(Messages.save(draft()))
    expect(calls[0]).toBe("POST /entities/1000/messages")
    const updated = await env.client.run(
      Messages.save({
        ...draft({ name: "Drink more water" }),
        messageHeaderId: created.result.messageHeaderId,
      }),
    )
    expect(calls).toContain(`PUT /entities/1000/messages/${created.result.messageHeaderId}`)
    expect(updated.result.messageHeaderId).toBe(created.result.messageHeaderId)
    expect(env.sandbox.db.state.messages.filter((m) => m.messageId === "HYDRATION_TIP")).toHaveLength(1)
  })

  it("ADM-2: create and copy redirect to the list with the new id; update stays; delete goes to the list", async () => {
    const created = await env.client.run(Messages.save(draft()))
    const id = String(created.result.messageHeaderId)
    expect(created.redirect).toEqual({
      path: "/noap/admin/messages",
      params: { entityId: "1000", messageHeaderId: id },
      replace: false,
    })
    const updated = await env.client.run(
      Messages.save({
        ...draft(),
        messageHeaderId: created.result.messageHeaderId,
      }),
    )
    expect(updated.redirect).toBeUndefined()
    const copied = await env.client.run(Messages.copy(acme, created.result.messageHeaderId, west))
    expect(copied.redirect?.params).toEqual({
      entityId: "1001",
      messageHeaderId: String(copied.result.messageHeaderId),
    })
    const deleted = await env.client.run(Messages.remove(acme, created.result.messageHeaderId))
    expect(deleted.redirect).toEqual({
      path: "/noap/admin/messages",
      params: { entityId: "1000" },
      replace: true,
    })
  })

  it("ADM-3: the list is fetched again after save, delete and copy", async () => {
    await env.client.messages.list(acme)
    const created = await env.client.run(Messages.save(draft()))
    expect((await env.client.messages.list(acme)).map((m) => m.messageId)).toContain("HYDRATION_TIP")
    await env.client.run(Messages.copy(acme, created.result.messageHeaderId, west))
    expect((await env.client.messages.list(west)).map((m) => m.messageId)).toContain("HYDRATION_TIP")
    await env.client.run(Messages.remove(acme, created.result.messageHeaderId))
    expect((await env.client.messages.list(acme)).map((m) => m.messageId)).not.toContain("HYDRATION_TIP")
    expect(calls.filter((c) => c === "GET /entities/1000/messages")).toHaveLength(3)
  })

  it("ADM-7: a message id already in the entity answers 302 → the message-id-exists key", async () => {
    const error = await env.client.messages
      .save(draft({ messageId: "WELCOME_EMAIL" }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 302, message: "ERRORS.MESSAGE_ID_EXISTS" })
    const copyError = await env.client.messages
      .copy(acme, 1 as MessageHeaderId, west)
      .catch((e: unknown) => e)
    expect(copyError).toMatchObject({ status: 302, message: "ERRORS.MESSAGE_ID_EXISTS" })
  })

  it("ADM-8: a message that is gone is the Not Found! warning", async () => {
    const missing = await env.client.messages.get(acme, 9999 as MessageHeaderId).catch((e: unknown) => e)
    expect(missing).toMatchObject({
      type: "toast",
      level: "warning",
      message: "ERRORS.MESSAGE_NOT_FOUND",
      status: 404,
    })
    env.sandbox.faults.set({ endpoint: "messages.get", status: 404 })
    const injected = await env.client.messages.get(acme, 1 as MessageHeaderId).catch((e: unknown) => e)
    expect(injected).toMatchObject({
      title: "ERRORS.MESSAGE_NOT_FOUND_TITLE",
      message: "ERRORS.MESSAGE_NOT_FOUND",
    })
  })

  it("refresh re-pulls the subject and body from the parent organization", async () => {
    const refreshed = await env.client.run(Messages.refresh(west, 6 as MessageHeaderId))
    expect(refreshed.result.name).toBe("Welcome to Acme Wellness")
    expect(refreshed.result.refreshedAt).not.toBeNull()
    expect(refreshed.redirect?.params).toEqual({ entityId: "1001", messageHeaderId: "6" })
  })

  it("HTTP-9: an injected malformed body is a typed error and the cache stays usable", async () => {
    env.sandbox.faults.set({ endpoint: "messages.list", malformed: true, times: 1 })
    const error = await env.client.messages.list(acme).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: "ERRORS.GET_MESSAGES_FAILED",
      additionalMessage: "ERRORS.MALFORMED_RESPONSE",
    })
    expect((await env.client.messages.list(acme)).length).toBeGreaterThan(0)
  })

  it("owner type events and event actions come from the sandbox", async () => {
    const events = await env.client.messages.ownerTypeEvents(2 as never)
    expect(events.map((e) => e.name)).toEqual(["Program enrolled", "Program completed"])
    expect((await env.client.messages.eventActions()).length).toBe(3)
  })
})
