import { Either } from "effect"
import { describe, expect, it } from "vitest"
import type { SystemParameter } from "../api/Session.js"
import { SocialBlogId } from "../api/Social.js"
import { type ScopeParameter, scopeFrom } from "./scope.js"

const scope: ScopeParameter<SocialBlogId> = {
  parameter: "SOCIAL_BLOG_ID",
  id: SocialBlogId,
  missing: "blog.missing",
}
const parameters = (value: string | null): ReadonlyArray<SystemParameter> => [
  { systemParameterId: 1 as never, name: "INACTIVITY_LOGOUT_MS", value: "900000" },
  { systemParameterId: 2 as never, name: "SOCIAL_BLOG_ID", value },
]

describe("ADM-18: a scope's id from the organization's system parameters", () => {
  it("ADM-18: reads the parameter's whole number", () => {
    expect(scopeFrom(scope, parameters(" 42 "))).toEqual(Either.right(42))
  })
  it.each([null, "", "0", "-3", "4.5", "0x2A", "42abc", "1e3"])(
    "ADM-18: %o is no id: the area's warning, naming what is there",
    (value) => {
      const found = scopeFrom(scope, parameters(value))
      expect(Either.isLeft(found)).toBe(true)
      if (Either.isLeft(found)) {
        expect(found.left).toMatchObject({ level: "warning", message: "blog.missing" })
        expect(found.left.additionalMessage).toBe(value?.trim() ? `SOCIAL_BLOG_ID = "${value}"` : undefined)
      }
    },
  )
  it("ADM-18: an organization without the parameter gets the same warning", () => {
    expect(Either.isLeft(scopeFrom(scope, parameters(null).slice(0, 1)))).toBe(true)
  })
})
