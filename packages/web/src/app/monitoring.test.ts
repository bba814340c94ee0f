import { appError, consoleMonitoring, exceptionReport, noMonitoring } from "@wellkit/core"
import { afterEach, expect, it, vi } from "vitest"
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

afterEach(() => {
  vi.restoreAllMocks()
})

const handled = exceptionReport(appError({ message: "ERRORS.GET_MESSAGES_FAILED", status: 500 }))
const production = { development: false }
const development = { development: true }

it("ERR-4: without a connection string nothing is loaded; development reports to the console, production to nowhere", () => {
  expect(startMonitoring(undefined, development)).toBe(consoleMonitoring)
  expect(startMonitoring("", development)).toBe(consoleMonitoring)
  expect(startMonitoring(undefined, production)).toBe(noMonitoring)
})

it("ERR-4: a production build writes nothing to the console for a handled error", () => {
  const spies = (["error", "warn", "log", "info", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  )
  startMonitoring(undefined, production).trackException(handled)
  startMonitoring("InstrumentationKey=abc", production).trackException(handled)
  for (const spy of spies) expect(spy).not.toHaveBeenCalled()
})

it("ERR-4: a development build still writes a handled error to the console, without its tokens", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  const report = exceptionReport(
    appError({ message: "ERRORS.GET_MESSAGES_FAILED", originalError: "GET /x?authToken=tok-77" }),
  )
  startMonitoring(undefined, development).trackException(report)
  startMonitoring("InstrumentationKey=abc", development).trackException(report)
  expect(error).toHaveBeenCalledTimes(2)
  expect(error.mock.calls[0]?.[1]).toBe("ERRORS.GET_MESSAGES_FAILED")
  expect(JSON.stringify(error.mock.calls)).not.toContain("tok-77")
})
