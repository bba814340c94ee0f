import { describe, expect, it } from "vitest"
import { basicAuthorization, callParams, queryString, resolveUrl } from "./params.js"

describe("HTTP-4: paths starting with / go to the API host", () => {
  it.each([
    ["https://api.example.com", "/entities", "https://api.example.com/entities"],
    ["https://api.example.com/", "/entities", "https://api.example.com/entities"],
    ["https://api.example.com/v2", "/entities/1/messages", "https://api.example.com/v2/entities/1/messages"],
    [
      "https://api.example.com",
      "https://cdn.example.com/i18n/en.json",
      "https://cdn.example.com/i18n/en.json",
    ],
  ])("HTTP-4: %s + %s → %s", (host, path, expected) => {
    expect(resolveUrl(host, path)).toBe(expected)
  })
})

describe("HTTP-1, HTTP-2: query parameters of every call", () => {
  const base = {
    apiKey: "k-123",
    appVersion: "1.2.3",
    now: new Date("2026-07-01T12:00:00Z"),
    timeZone: "Europe/Oslo",
  }

  it("HTTP-1: apiKey always; authToken only once logged in", () => {
    expect(new Map(callParams({ ...base, authToken: undefined })).has("authToken")).toBe(false)
    const params = new Map(callParams({ ...base, authToken: "tok" }))
    expect(params.get("apiKey")).toBe("k-123")
    expect(params.get("authToken")).toBe("tok")
  })

  it("HTTP-2: locale en_US, tzoffset as getTimezoneOffset, tz and v", () => {
    const params = new Map(callParams({ ...base, authToken: undefined }))
    expect(params.get("locale")).toBe("en_US")
    expect(params.get("tzoffset")).toBe(String(base.now.getTimezoneOffset()))
    expect(params.get("tz")).toBe("Europe/Oslo")
    expect(params.get("v")).toBe("1.2.3")
  })
})

it("HTTP-3: the Basic header encodes user:password as UTF-8 base64", () => {
  expect(basicAuthorization("gate:secret")).toBe(`Basic ${Buffer.from("gate:secret").toString("base64")}`)
  expect(basicAuthorization("zoë:pä")).toBe(`Basic ${Buffer.from("zoë:pä", "utf8").toString("base64")}`)
})

describe("a call's query string", () => {
  it.each([
    [[[["tz", "America/Chicago"]], [["v", "1.0.0"]]], "tz=America%2FChicago&v=1.0.0"],
    [[[["q", "a b&c=d"]], []], "q=a%20b%26c%3Dd"],
    [[[], [["apiKey", "k"]]], "apiKey=k"],
    [[[], []], ""],
  ] as const)("%j → %s", (lists, expected) => {
    expect(queryString(...lists)).toBe(expected)
    expect([...new URLSearchParams(expected)]).toEqual(lists.flat())
  })
})
