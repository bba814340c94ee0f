import { describe, expect, it } from "vitest"
import { DIY_SECTIONS } from "../../navigation/routes.js"
import { sectionsOpenedBy } from "./rules.js"

describe("user functions: what each code opens, from the route table", () => {
  it.each([
    ["DIY", DIY_SECTIONS.map((segment) => `/${segment}`)],
    ["MEMBER_DEMOGRAPHIC_VIEW", ["/member-profile"]],
    ["REWARD_APPROVAL_QUEUE_VIEW", ["/rewardapproval"]],
    ["CLIENT_REWARD_APPROVAL_QUEUE_EDIT", ["/rewardapproval"]],
    ["BIOMETRIC_SCREENING", []],
    ["diy", []],
  ])("NAV-3, NAV-4, NAV-5: %s opens %o", (code, expected) => {
    expect(sectionsOpenedBy(code)).toEqual(expected)
  })
})
