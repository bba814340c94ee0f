import { HttpApi } from "@effect/platform"
import { Either, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { Refused } from "../api/errors.js"
import { type EndpointCodec, endpointCodec, refusalWords } from "./endpoint-codec.js"
import { Missing, TestApi } from "./test-contract.js"

const codecs: Record<string, EndpointCodec> = {}
HttpApi.reflect(TestApi, {
  onGroup: () => undefined,
  onEndpoint: (reflected) => {
    codecs[reflected.endpoint.name] = endpointCodec(reflected)
  },
})
const codec = (name: string) => codecs[name] as EndpointCodec

describe("a request is encoded by its endpoint's declaration", () => {
  it.each([
    {
      case: "path parameters, encoded and escaped",
      endpoint: "get",
      request: { path: { ownerId: 7, itemId: "a b/c" } },
      expected: { method: "GET", path: "/owners/7/items/a%20b%2Fc", query: [], body: undefined },
    },
    {
      case: "declared query parameters; an absent optional one is left out",
      endpoint: "search",
      request: { urlParams: { q: "walk" } },
      expected: { method: "GET", path: "/items", query: [["q", "walk"]], body: undefined },
    },
    {
      case: "the payload of a GET goes in the query",
      endpoint: "byTag",
      request: { payload: { tag: "steps" } },
      expected: { method: "GET", path: "/tagged", query: [["tag", "steps"]], body: undefined },
    },
    {
      case: "a JSON payload with its type",
      endpoint: "create",
      request: { payload: { name: "Walk" } },
      expected: {
        method: "POST",
        path: "/items",
        query: [],
        headers: { "content-type": "application/json" },
        body: '{"name":"Walk"}',
      },
    },
  ])("$case", ({ endpoint, request, expected }) => {
    expect(Either.getOrThrow(codec(endpoint).encode(request))).toMatchObject(expected)
  })

  it("a payload that does not fit the contract is refused before anything is sent", () => {
    const encoded = codec("create").encode({ payload: { name: "" } })
    expect(Either.isLeft(encoded) && encoded.left._tag).toBe("ParseError")
  })
})

const read = (endpoint: string, status: number, body: string) => {
  const reader = codec(endpoint).reader(status)
  if (reader?.kind !== "body") return reader
  return reader.read(new TextEncoder().encode(body))
}

describe("an answer is read by what its endpoint declares for its status", () => {
  it("a success decodes to its value", () => {
    expect(read("get", 200, '{"id":1,"name":"Walk"}')).toEqual(Exit.succeed({ id: 1, name: "Walk" }))
    expect(read("create", 201, '{"id":2,"name":"Run"}')).toEqual(Exit.succeed({ id: 2, name: "Run" }))
  })

  it("a declared error decodes to its value, as the call's failure: JSON or plain text", () => {
    expect(read("get", 404, '{"_tag":"Missing","message":"gone"}')).toEqual(
      Exit.fail(new Missing({ message: "gone" })),
    )
    expect(read("create", 400, "Error Validating Address")).toEqual(
      Exit.fail(new Refused({ message: "Error Validating Address" })),
    )
  })

  it("no content is declared without a body; a status the contract does not declare has no reader", () => {
    expect(read("remove", 204, "")).toEqual({ kind: "empty", fails: false })
    expect(read("get", 500, "<html>oops</html>")).toBeUndefined()
  })

  it.each([
    ["not JSON at all", "<html>gateway</html>"],
    ["JSON of the wrong shape", '{"id":"one"}'],
    ["nothing", ""],
  ])("HTTP-9: a success body that is %s fails as a ParseError, not a crash", (_, body) => {
    const outcome = read("get", 200, body) as Exit.Exit<unknown, { _tag: string }>
    expect(Exit.isFailure(outcome) && outcome.cause._tag === "Fail" && outcome.cause.error._tag).toBe(
      "ParseError",
    )
  })
})

describe("issue 40: the words of a refusal in whatever shape a server sends it", () => {
  const bytes = (body: string) => new TextEncoder().encode(body)
  it.each([
    ['{"message":"Already linked"}', undefined, "Already linked"],
    ['{"error":"Already linked","message":""}', undefined, "Already linked"],
    ['{"detail":"Already linked"}', "Conflict", "Already linked"],
    ['"Already linked"', undefined, "Already linked"],
    ["  Already linked \n", undefined, "Already linked"],
    ["", "Already linked", "Already linked"],
    ['{"code":17}', "Conflict", "Conflict"],
    ["<html><body>Bad gateway</body></html>", "Conflict", "Conflict"],
    ["", undefined, ""],
  ])("%j with status text %j: %j", (body, statusText, words) => {
    expect(refusalWords(bytes(body), statusText)).toBe(words)
  })
})
