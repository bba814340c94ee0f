import { describe, expect, it } from "vitest"
import { UserRewardId } from "../../api/MemberRewards.js"
import { earnOverrideBody, mayOverride } from "./rules.js"

const userRewardId = UserRewardId.make(81001)
const base = { userRewardId, comment: "Clinic confirmed the screening.", overrideRedeem: true }
const fixed = { comment: base.comment, userRewardId, expressionTypeId: 1, overrideRedeem: true, status: 3 }

describe("ADM-12: the earn override sends dollars only when the amount is above 0", () => {
  it.each([
    ["blank", null, fixed],
    ["0", 0, fixed],
    ["negative", -5, fixed],
    ["not a number", Number.NaN, fixed],
    ["25", 25, { ...fixed, dollars: 25 }],
    ["12.50", 12.5, { ...fixed, dollars: 12.5 }],
  ])("%s → %j", (_, dollars, body) => {
    const sent = earnOverrideBody({ ...base, dollars })
    expect(sent).toStrictEqual(body)
    expect(Object.hasOwn(sent, "dollars")).toBe("dollars" in body)
  })

  it("keeps overrideRedeem as given and always sends expressionTypeId 1 and status 3", () => {
    expect(earnOverrideBody({ ...base, overrideRedeem: false, dollars: null })).toStrictEqual({
      ...fixed,
      overrideRedeem: false,
    })
  })
})

describe("which rewards staff may override", () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])("status %i → %s", (status, may) => {
    expect(mayOverride({ status })).toBe(may)
  })
})
