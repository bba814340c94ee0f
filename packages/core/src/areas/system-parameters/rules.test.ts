import { describe, expect, it } from "vitest"
import type { SystemParameter } from "../../api/Session.js"
import { formatDuration } from "../../format/index.js"
import { idleTimeoutFrom } from "../../session/idle.js"
import { fallbackValues, type PortalUse, parameterUses } from "./rules.js"

const parameter = (name: string, value: string | null, id = 1) =>
  ({ systemParameterId: id, name, value }) as SystemParameter
const useOf = (row: SystemParameter) => parameterUses([row])[0]?.use

describe("system parameters: whether the portal can use each value it reads", () => {
  it.each<[string, string | null, PortalUse]>([
    // IDLE-2: read as an integer, as the session reads it.
    ["INACTIVITY_LOGOUT_MS", "120000", "usable"],
    ["INACTIVITY_LOGOUT_MS", " 300000ms", "usable"],
    ["INACTIVITY_LOGOUT_MS", "soon", "unusable"],
    ["INACTIVITY_LOGOUT_MS", "0", "unusable"],
    ["INACTIVITY_LOGOUT_MS", null, "unusable"],
    // ADM-18: a whole positive number, as social's scope reads it.
    ["SOCIAL_BLOG_ID", "42", "usable"],
    ["SOCIAL_BLOG_ID", " 42 ", "usable"],
    ["SOCIAL_BLOG_ID", "qa-blog", "unusable"],
    ["SOCIAL_BLOG_ID", "0", "unusable"],
    ["SOCIAL_BLOG_ID", "4.2", "unusable"],
    ["SOCIAL_GROUP_ID", "7", "usable"],
    ["SOCIAL_GROUP_ID", "", "unusable"],
    ["SUPPORT_PHONE", "+1 555 0100", "notRead"],
  ])("%s = %o → %s", (name, value, expected) => {
    expect(useOf(parameter(name, value))).toBe(expected)
  })

  it("IDLE-2: says usable exactly when the session would not fall back to the default", () => {
    for (const value of ["120000", "abc", "-5", "900000", null]) {
      const row = parameter("INACTIVITY_LOGOUT_MS", value)
      const usedDefault = idleTimeoutFrom([row]) === 900_000 && value !== "900000"
      expect(useOf(row) === "unusable").toBe(usedDefault)
    }
  })

  it("only the first parameter of a name is read; a later one is not", () => {
    const first = parameter("SOCIAL_BLOG_ID", "42", 1)
    const second = parameter("SOCIAL_BLOG_ID", "43", 2)
    expect(
      parameterUses([first, second])
        .map((row) => row.use)
        .slice(0, 2),
    ).toEqual(["usable", "notRead"])
  })

  it("adds a row for each parameter the portal reads that the organization lacks, with no id of the API's", () => {
    const rows = parameterUses([parameter("SOCIAL_GROUP_ID", "7")])
    expect(rows.map(({ name, use }) => [name, use])).toEqual([
      ["SOCIAL_GROUP_ID", "usable"],
      ["INACTIVITY_LOGOUT_MS", "missing"],
      ["SOCIAL_BLOG_ID", "missing"],
    ])
    expect(rows.slice(1).every((row) => row.systemParameterId < 0 && row.value === null)).toBe(true)
    expect(parameterUses([])).toHaveLength(3)
  })
})

describe("issue 39: the fallback is named in words, and is the one the session uses", () => {
  it("IDLE-2: the idle default reads 15 minutes, not 900000 ms", () => {
    expect(fallbackValues.idleDefaultMs).toBe(idleTimeoutFrom([]))
    expect(formatDuration(fallbackValues.idleDefaultMs)).toBe("15 minutes")
  })
})
