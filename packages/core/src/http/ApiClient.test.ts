import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { EntityId, UserId } from "../api/ids.js"
import type { MessageInput } from "../api/Messages.js"
import { AppError } from "../errors/AppError.js"
import { memorySessionStore } from "../ports/SessionStore.js"
import { createClient } from "../sdk.js"
import { InFlight } from "./InFlight.js"

const HOST = "https://api.test"
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const account = {
  adminType: 5,
  userId: 1 as UserId,
  userGuid: "g",
  authToken: "secret-token-123",
  emailAddress: "a@b.test",
  firstName: "Ada",
}
const entity = 1000 as EntityId
/** No `messageHeaderId`: saving it creates (ADM-1), the POST that the write failures below answer. */
const newMessage: MessageInput = {
  messageId: "m-1",
  ownerEntityId: entity,
  ownerTypeId: 1 as never,
  name: "New",
  body: "<p>x</p>",
  channel: "email",
  eventId: null,
  eventActionId: null,
  isActive: true,
}

const client = (options: { basicAuth?: string; loggedIn?: boolean; inFlight?: InFlight } = {}) =>
  createClient({
    apiHost: HOST,
    apiKey: "api-key-xyz",
    appVersion: "9.9.9",
    basicAuth: options.basicAuth,
    inFlight: options.inFlight,
    sessionStore: memorySessionStore(options.loggedIn === false ? undefined : { account, consents: [] }),
    now: () => new Date("2026-01-15T10:00:00Z"),
    timeZone: () => "America/Chicago",
  })

const captureList = (body: unknown = []) => {
  const seen: Array<Request> = []
  server.use(
    http.get(`${HOST}/entities/:entityId/messages`, ({ request }) => {
      seen.push(request.clone())
      return HttpResponse.json(body as never)
    }),
  )
  return seen
}

describe("every call carries the spec's parameters", () => {
  it("HTTP-1, HTTP-2, HTTP-4: apiKey, authToken, locale, tzoffset, tz and v on a real call to the host", async () => {
    const seen = captureList()
    await client().messages.list(entity)
    const url = new URL(seen[0]?.url ?? "")
    expect(url.origin + url.pathname).toBe(`${HOST}/entities/1000/messages`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: "api-key-xyz",
      authToken: "secret-token-123",
      locale: "en_US",
      tzoffset: String(new Date("2026-01-15T10:00:00Z").getTimezoneOffset()),
      tz: "America/Chicago",
      v: "9.9.9",
    })
  })

  it("HTTP-1: no authToken before login", async () => {
    let url = new URL("https://x")
    server.use(
      http.post(`${HOST}/session/login`, ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ response: account, consents: [], updates: {}, invites: [] })
      }),
      http.get(`${HOST}/session/functions`, () => HttpResponse.json(["DIY"])),
    )
    await client({ loggedIn: false }).session.login({ username: "a@b.test", password: "pw" })
    expect(url.searchParams.has("authToken")).toBe(false)
    expect(url.searchParams.get("apiKey")).toBe("api-key-xyz")
  })

  it("HTTP-3: the Basic header is sent only when configured", async () => {
    const seen = captureList()
    await client({ basicAuth: "gate:keeper" }).messages.list(entity)
    await client().messages.list(entity)
    expect(seen[0]?.headers.get("authorization")).toBe(`Basic ${btoa("gate:keeper")}`)
    expect(seen[1]?.headers.get("authorization")).toBeNull()
  })
})

describe("HTTP-5: the in-flight counter", () => {
  it("HTTP-5: counts a call while it runs, and after it fails", async () => {
    const inFlight = new InFlight()
    const observed: Array<number> = []
    inFlight.subscribe(() => observed.push(inFlight.getSnapshot()))
    const whileAnswering: Array<number> = []
    server.use(
      http.get(`${HOST}/entities/:entityId/messages`, () => {
        whileAnswering.push(inFlight.getSnapshot())
        return HttpResponse.json([])
      }),
    )
    const wellkit = client({ inFlight })
    await wellkit.messages.list(entity)
    expect(whileAnswering).toEqual([1])
    server.use(http.get(`${HOST}/entities/:entityId/messages`, () => HttpResponse.error()))
    await expect(wellkit.messages.list(1001 as EntityId)).rejects.toBeInstanceOf(AppError)
    expect(observed).toEqual([1, 0, 1, 0])
  })
})

describe("HTTP-9: bodies are decoded against the contract", () => {
  it.each([
    [
      "a body that is not JSON",
      () => new HttpResponse("<html>gateway</html>", { headers: { "content-type": "application/json" } }),
    ],
    ["JSON of the wrong shape", () => HttpResponse.json([{ messageHeaderId: "seven" }])],
    [
      "a truncated body",
      () => new HttpResponse('[{"messageHeaderId": 1', { headers: { "content-type": "application/json" } }),
    ],
  ])("HTTP-9: %s is a typed AppError, never a crash", async (_label, respond) => {
    server.use(http.get(`${HOST}/entities/:entityId/messages`, respond))
    const error = await client()
      .messages.list(entity)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      message: "ERRORS.GET_MESSAGES_FAILED",
      additionalMessage: "ERRORS.MALFORMED_RESPONSE",
    })
  })

  it("a dropped network is its own message, with status 0", async () => {
    server.use(http.get(`${HOST}/entities/:entityId/messages`, () => HttpResponse.error()))
    const error = await client()
      .messages.list(entity)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, additionalMessage: "ERRORS.NETWORK_UNAVAILABLE" })
  })

  it("an undeclared status keeps the call's own key and the status (ERR-5)", async () => {
    server.use(
      http.get(`${HOST}/entities/:entityId/messages`, () => new HttpResponse("boom", { status: 503 })),
    )
    const error = await client()
      .messages.list(entity)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, message: "ERRORS.GET_MESSAGES_FAILED" })
  })

  it.each([
    [
      "a 500 with a text body",
      () => new HttpResponse("Injected failure", { status: 500 }),
      500,
      "ERRORS.SERVER_FAILED",
    ],
    [
      "a 500 with a JSON body",
      () => HttpResponse.json({ message: "db down" }, { status: 500 }),
      500,
      "ERRORS.SERVER_FAILED",
    ],
    ["a 503", () => new HttpResponse("busy", { status: 503 }), 503, "ERRORS.SERVER_FAILED"],
    [
      "a 409 the call does not declare",
      () => new HttpResponse("clash", { status: 409 }),
      409,
      "ERRORS.REQUEST_REFUSED",
    ],
    [
      "a 200 whose body is cut off",
      () => new HttpResponse('[{"messageHeaderId": 1', { headers: { "content-type": "application/json" } }),
      undefined,
      "ERRORS.MALFORMED_RESPONSE",
    ],
  ])("ERR-5: %s keeps the call's key and says what happened", async (_label, respond, status, cause) => {
    server.use(http.get(`${HOST}/entities/:entityId/messages`, respond))
    const error = await client()
      .messages.reload(entity)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ message: "ERRORS.GET_MESSAGES_FAILED", status, additionalMessage: cause })
  })

  it("ERR-5: a 404 the call does not declare keeps the call's key and says it was not found", async () => {
    server.use(http.get(`${HOST}/support`, () => new HttpResponse("nope", { status: 404 })))
    const error = await client()
      .support.reload()
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: "ERRORS.GET_SUPPORTS_FAILED",
      status: 404,
      additionalMessage: "ERRORS.NOT_FOUND",
    })
  })

  it("ERR-5: a write the server failed on may or may not have been applied, and says so", async () => {
    server.use(
      http.post(`${HOST}/entities/:entityId/messages`, () => new HttpResponse("boom", { status: 502 })),
      http.get(`${HOST}/entities/:entityId/messages`, () => HttpResponse.json([])),
    )
    const error = await client()
      .messages.save(newMessage)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, additionalMessage: "ERRORS.OUTCOME_UNKNOWN" })
  })

  it.each([
    [
      "a 409 with the server's words in JSON",
      () => HttpResponse.json({ message: "Already linked elsewhere" }, { status: 409 }),
      409,
    ],
    [
      "a 422 with the server's words as text",
      () => new HttpResponse("Already linked elsewhere", { status: 422 }),
      422,
    ],
    ["a 400 with an empty body", () => new HttpResponse(null, { status: 400 }), 400],
  ])(
    "issue 40.6: %s, which the write does not declare, is a refusal: nothing was applied",
    async (_label, respond, status) => {
      server.use(http.post(`${HOST}/entities/:entityId/messages`, respond))
      const error = await client()
        .messages.save(newMessage)
        .catch((e: unknown) => e)
      expect(error).toMatchObject({ status })
      expect((error as AppError).additionalMessage).not.toBe("ERRORS.OUTCOME_UNKNOWN")
    },
  )

  it("ERR-4: no token appears anywhere in a failure", async () => {
    server.use(http.get(`${HOST}/entities/:entityId/messages`, () => HttpResponse.error()))
    const error = await client()
      .messages.list(entity)
      .catch((e: unknown) => e)
    const everything =
      JSON.stringify(error) + String(error) + JSON.stringify((error as AppError).originalError)
    expect(everything).not.toContain("secret-token-123")
    expect(everything).not.toContain("api-key-xyz")
  })
})
