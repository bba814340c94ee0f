import { expect, it } from "vitest"
import { afterLoginPath, homePath } from "./home.js"

it.each([
  [5, "/noap"],
  [8, "/dashboard"],
  [1, "/dashboard"],
  [0, "/dashboard"],
])("NAV-2: adminType %i goes home to %s", (adminType, expected) => {
  expect(homePath(adminType)).toBe(expected)
})

it.each([
  [5, 0, "/noap"],
  [5, 2, "/consents"],
  [8, 1, "/consents"],
])("SES-2: adminType %i with %i pending consents goes to %s", (adminType, pending, expected) => {
  expect(afterLoginPath(adminType, pending)).toBe(expected)
})
