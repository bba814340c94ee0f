import { expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { redactDeep } from "../http/redact.js"
import { exceptionReport } from "./Monitoring.js"

it("ERR-4: an error becomes an error-severity report without any token", () => {
  const error = appError({
    message: "ERRORS.GET_MESSAGES_FAILED",
    status: 0,
    additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
    originalError: {
      tag: "RequestError",
      detail: "GET https://api/x?apiKey=k-1&authToken=tok-secret-9 failed",
    },
  })
  const report = exceptionReport(error, ["tok-secret-9"])
  expect(report).toMatchObject({ message: "ERRORS.GET_MESSAGES_FAILED", severity: "error" })
  expect(report.properties).toMatchObject({
    type: "alert",
    status: "0",
    additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
  })
  expect(JSON.stringify(report)).not.toMatch(/k-1|tok-secret-9/)
})

it("ERR-4: deep redaction reaches every string and keeps the shape", () => {
  const item = { a: ["x?authToken=1234"], b: { c: "apiKey=abcd&z=1", d: 5 }, e: null }
  expect(redactDeep(item)).toEqual({
    a: ["x?authToken=[redacted]"],
    b: { c: "apiKey=[redacted]&z=1", d: 5 },
    e: null,
  })
})
