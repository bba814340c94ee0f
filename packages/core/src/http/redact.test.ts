import { expect, it } from "vitest"
import { redactTokens } from "./redact.js"

it.each([
  [
    "GET https://x/entities?apiKey=abc&authToken=def&locale=en_US",
    "GET https://x/entities?apiKey=[redacted]&authToken=[redacted]&locale=en_US",
  ],
  ["wss://hub/notify?access_token=zzz", "wss://hub/notify?access_token=[redacted]"],
  ["no secrets here", "no secrets here"],
])("ERR-4: tokens are redacted from %s", (input, expected) => {
  expect(redactTokens(input)).toBe(expected)
})

it("ERR-4: known secret values are redacted wherever they appear", () => {
  expect(redactTokens('failed with token "5f0c-secret-token"', ["5f0c-secret-token"])).toBe(
    'failed with token "[redacted]"',
  )
})
