import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RewardApprovalInput } from "../../api/RewardApprovals.js"
import { validateWith } from "../../forms/validate.js"
import { amountText, approvalAccess, approvalSearch } from "./rules.js"

describe("NAV-5, K7: what each function allows with reward approvals", () => {
  it.each([
    [[], { sees: false, decides: false, everyOrganization: false }],
    [["DIY"], { sees: false, decides: false, everyOrganization: false }],
    [["REWARD_APPROVAL_QUEUE_VIEW"], { sees: true, decides: false, everyOrganization: true }],
    [["REWARD_APPROVAL_QUEUE_EDIT"], { sees: true, decides: true, everyOrganization: true }],
    [["CLIENT_REWARD_APPROVAL_QUEUE_VIEW"], { sees: true, decides: false, everyOrganization: false }],
    [["DIY", "CLIENT_REWARD_APPROVAL_QUEUE_EDIT"], { sees: true, decides: true, everyOrganization: false }],
    [
      ["CLIENT_REWARD_APPROVAL_QUEUE_EDIT", "REWARD_APPROVAL_QUEUE_VIEW"],
      { sees: true, decides: true, everyOrganization: true },
    ],
  ])("%j → %j", (functions, access) => {
    expect(approvalAccess(functions)).toEqual(access)
  })
})

describe("the queue's address", () => {
  it.each([
    ["", { filters: {}, page: 1 }],
    [
      "status=Pending&entityId=1002&member=%20ada%20&earnedFrom=2026-06-01&earnedTo=2026-06-30&sort=newest&page=2",
      {
        filters: {
          status: "Pending",
          entityId: "1002",
          member: "ada",
          earnedFrom: "2026-06-01",
          earnedTo: "2026-06-30",
        },
        page: 2,
        sort: "newest",
      },
    ],
    // Not a day, not an id, not an order: left out, never sent; the default order is not named.
    ["earnedFrom=2026-02-30&earnedTo=soon&entityId=x&sort=random", { filters: {}, page: 1 }],
    ["sort=pendingFirst", { filters: {}, page: 1 }],
  ])("%j reads as %j", (address, query) => {
    expect(approvalSearch.read(new URLSearchParams(address))).toEqual(query)
  })
})

describe("an approval's terms", () => {
  const validate = validateWith(RewardApprovalInput)
  const id = 5001
  it.each([
    [{ status: "Approved", comment: "" }, {}],
    [{ status: "Denied", comment: "  " }, { comment: "Say why the reward is denied." }],
    [{ status: "Denied", comment: "No record from the clinic." }, {}],
    [{ status: "Paid", comment: "" }, { status: "Choose a decision." }],
    [{ status: "Pending", comment: "x".repeat(501) }, { comment: "A comment has at most 500 characters." }],
  ])("%j → %j", (terms, errors) => {
    const checked = validate({ userRewardExpressionTermId: id, ...terms })
    expect(checked.ok ? {} : checked.errors).toEqual(errors)
  })

  it("a comment is sent trimmed", () => {
    expect(
      Schema.decodeUnknownSync(RewardApprovalInput)({
        userRewardExpressionTermId: id,
        status: "Denied",
        comment: " Late. ",
      }),
    ).toMatchObject({ comment: "Late." })
  })
})

describe("amounts as a person reads them", () => {
  it.each([
    [25, "$", "$25"],
    [1500, "pts", "1,500 pts"],
    [3, "entries", "3 entries"],
    [12.5, "pts", "12.5 pts"],
    [7, "", "7"],
    [1, "entries", "1 entry"],
    [-1, "pts", "-1 pt"],
    [1, "points", "1 point"],
    [1, "$", "$1"],
    [1, "miles", "1 mile"],
    [1, "class", "1 class"],
  ])("%d %s → %s", (amount, symbol, text) => {
    expect(amountText(amount, symbol)).toBe(text)
  })
})
