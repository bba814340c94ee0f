import { describe, expect, it } from "vitest"
import { loadConfig, parseConfig } from "./config.js"

const minimal = { apiHost: "https://api.example.test", apiKey: "k-1" }

describe("the portal's configuration (/config.json)", () => {
  it("keeps the known fields and drops the rest", () => {
    expect(parseConfig({ ...minimal, supportPhone: "1-800-555-0199", extra: 3 })).toEqual({
      ok: true,
      config: {
        ...minimal,
        basicAuth: undefined,
        supportPhone: "1-800-555-0199",
        supportEmail: undefined,
        chatUrl: undefined,
        monitoringConnectionString: undefined,
      },
    })
  })

  it.each([
    ["not an object", [], "config.json is not an object"],
    ["null", null, "config.json is not an object"],
    ["no apiHost", { apiKey: "k" }, "config.json: apiHost is missing"],
    ["an empty apiKey", { apiHost: "h", apiKey: "" }, "config.json: apiKey is missing"],
    ["a number for the phone", { ...minimal, supportPhone: 1800 }, "config.json: supportPhone is not text"],
  ])("refuses %s", (_case, json, reason) => {
    expect(parseConfig(json)).toEqual({ ok: false, reason })
  })

  it("reports an HTTP failure and a body that is not JSON", async () => {
    const status = await loadConfig(async () => new Response("", { status: 404 }))
    expect(status).toEqual({ ok: false, reason: "HTTP 404" })
    const garbage = await loadConfig(async () => new Response("<html>", { status: 200 }))
    expect(garbage.ok).toBe(false)
  })
})
