import { consoleMonitoring } from "@wellkit/core"
import { expect, it } from "vitest"
import { appInsightsSettings, redactTelemetryItem, startMonitoring } from "./monitoring.js"

it("ERR-4: Application Insights uses the spec's defaults", () => {
  expect(appInsightsSettings("InstrumentationKey=abc")).toEqual({
    connectionString: "InstrumentationKey=abc",
    eventsLimitInMem: 2000,
    maxBatchInterval: 15_000,
    maxBatchSizeInBytes: 102_400,
    maxAjaxCallsPerView: 500,
    sessionRenewalMs: 1_800_000,
    sessionExpirationMs: 86_400_000,
  })
})

it("ERR-4: a recorded ajax call loses its apiKey and authToken before it is sent", () => {
  const url =
    "https://api.example.com/entities/1000/messages?apiKey=live-key-123&authToken=3f9c-token&locale=en_US"
  const item = {
    name: `GET ${url}`,
    baseType: "RemoteDependencyData",
    baseData: {
      name: "GET /entities/1000/messages?apiKey=live-key-123&authToken=3f9c-token",
      target: url,
      data: url,
      properties: { HttpMethod: "GET", requestUrl: url },
    },
    data: { referrer: `https://portal/noap?authToken=3f9c-token` },
    tags: [{ "ai.operation.name": "/noap/admin/messages" }],
  }
  expect(redactTelemetryItem(item)).toBe(true)
  const sent = JSON.stringify(item)
  expect(sent).not.toContain("live-key-123")
  expect(sent).not.toContain("3f9c-token")
  expect(sent).toContain("locale=en_US")
  expect(item.baseData.target).toBe(
    "https://api.example.com/entities/1000/messages?apiKey=[redacted]&authToken=[redacted]&locale=en_US",
  )
})

it("ERR-4: without a connection string the console adapter is used and nothing is loaded", () => {
  expect(startMonitoring(undefined)).toBe(consoleMonitoring)
  expect(startMonitoring("")).toBe(consoleMonitoring)
})
