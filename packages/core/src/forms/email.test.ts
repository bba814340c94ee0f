import { expect, it } from "vitest"
import { isEmailAddress } from "./email.js"

it.each([
  ["ada@acme.test", true],
  ["zoë.núñez@acme.co.uk", true],
  ["ada@acme", false],
  ["ada acme.test", false],
  ["ada@@acme.test", false],
  [" ada@acme.test", false],
  ["", false],
])("%s is an e-mail address: %s", (value, expected) => {
  expect(isEmailAddress(value)).toBe(expected)
})
