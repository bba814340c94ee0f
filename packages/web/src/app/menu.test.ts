import { AdminType } from "@wellkit/core"
import { describe, expect, it } from "vitest"
import { currentEntry, menuFor } from "./menu.js"

const labels = (adminType: number, functions: ReadonlyArray<string>) =>
  menuFor(adminType, functions).flatMap((group) => group.items.map((item) => item.label))
const sectionOf = (adminType: number, functions: ReadonlyArray<string>, label: string) =>
  menuFor(adminType, functions).find((group) => group.items.some((item) => item.label === label))?.heading

const staffFunctions = ["DIY", "REWARD_APPROVAL_QUEUE_VIEW", "REWARD_APPROVAL_QUEUE_EDIT"]
const approvals = "rewardApprovals.title"

describe("NAV-5, K7: menu entries by function", () => {
  it.each([
    ["staff with the queue's functions", AdminType.staff, staffFunctions, true],
    ["staff who may only look", AdminType.staff, ["REWARD_APPROVAL_QUEUE_VIEW"], true],
    ["staff without them", AdminType.staff, ["DIY"], false],
    [
      "an organization admin with a CLIENT_ edit function",
      AdminType.organizationAdmin,
      ["DIY", "CLIENT_REWARD_APPROVAL_QUEUE_EDIT"],
      true,
    ],
    [
      "an organization admin with a CLIENT_ view function",
      AdminType.organizationAdmin,
      ["DIY", "CLIENT_REWARD_APPROVAL_QUEUE_VIEW"],
      true,
    ],
    [
      "an organization admin without one",
      AdminType.organizationAdmin,
      ["DIY", "MEMBER_DEMOGRAPHIC_VIEW"],
      false,
    ],
    ["an admin of another type with one", 1, ["CLIENT_REWARD_APPROVAL_QUEUE_VIEW"], true],
  ])("%s: Reward approvals shown is %s", (_who, adminType, functions, shown) => {
    expect(labels(adminType, functions).includes(approvals)).toBe(shown)
  })

  it("staff find it in the rewards section, after the areas of that section", () => {
    expect(sectionOf(AdminType.staff, staffFunctions, approvals)).toBe("noap.sections.rewards")
    const rewards = menuFor(AdminType.staff, staffFunctions).find(
      (g) => g.heading === "noap.sections.rewards",
    )
    const items = rewards?.items.map((item) => item.label) ?? []
    expect(items).toContain("rewardFiles.title")
    expect(items.at(-1)).toBe(approvals)
  })

  it("NAV-3: the DIY sections are listed only to someone with DIY; a section left empty is not shown", () => {
    expect(labels(AdminType.organizationAdmin, ["DIY"])).toEqual([
      "shell.nav.dashboard",
      "shell.nav.licenses",
      "shell.nav.challenges",
      "shell.nav.users",
      "shell.nav.batchUploads",
      "shell.nav.reports",
      "shell.nav.funding",
      "shell.nav.support",
      "shell.nav.account",
    ])
    expect(labels(AdminType.organizationAdmin, ["CLIENT_REWARD_APPROVAL_QUEUE_VIEW"])).toEqual([approvals])
    expect(menuFor(AdminType.organizationAdmin, [])).toEqual([])
  })

  it("staff's own areas need no function: every section with an area is there without any", () => {
    const headings = menuFor(AdminType.staff, []).map((group) => group.heading)
    expect(headings).toEqual([
      undefined,
      "noap.sections.organizations",
      "noap.sections.programs",
      "noap.sections.rewards",
      "noap.sections.social",
      "noap.sections.platform",
    ])
  })
})

describe("the menu marks one entry as the current page", () => {
  const items = [
    { to: "/noap", label: "shell.nav.adminHome", end: true },
    { to: "/noap/member", label: "members.title" },
    { to: "/noap/member/favorites", label: "favorites.title" },
    { to: "/noap/admin/flows", label: "flows.title" },
  ] as const
  it.each([
    ["/noap", "/noap"],
    ["/noap/member", "/noap/member"],
    ["/noap/member/10003", "/noap/member"],
    ["/noap/member/10003/demographics", "/noap/member"],
    ["/noap/member/favorites", "/noap/member/favorites"],
    ["/noap/admin/flows/7", "/noap/admin/flows"],
    // An `end` entry is its own address only; a page under no entry marks none.
    ["/noap/admin/messages", undefined],
    ["/noap/memberships", undefined],
  ])("%s is %s", (pathname, current) => {
    expect(currentEntry(items, pathname)).toBe(current)
  })
})
