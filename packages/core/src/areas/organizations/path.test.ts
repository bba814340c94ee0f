import { describe, expect, it } from "vitest"
import { organizationsAddressToday } from "./path.js"

describe("an organizations address saved before the portal wrote US English", () => {
  it.each([
    ["/noap/admin/organisations", "", "/noap/admin/organizations"],
    ["/noap/admin/organisations/1001", "", "/noap/admin/organizations/1001"],
    ["/noap/admin/organisations/1001", "?tab=licenses", "/noap/admin/organizations/1001?tab=licenses"],
  ])("%s%s leads to %s", (pathname, search, today) => {
    expect(organizationsAddressToday(pathname, search)).toBe(today)
  })
})
