import { describe, expect, it } from "vitest"
import { decide, hidesSideMenu, type Visitor } from "./routes.js"

const staff: Visitor = { adminType: 5, functions: ["DIY"] }
const orgAdmin: Visitor = { adminType: 8, functions: ["DIY"] }
const noFunctions: Visitor = { adminType: 8, functions: [] }
const approver: Visitor = { adminType: 1, functions: ["CLIENT_REWARD_APPROVAL_QUEUE_EDIT"] }
const demographics: Visitor = { adminType: 1, functions: ["MEMBER_DEMOGRAPHIC_VIEW"] }

describe("NAV-1: empty and unknown paths go home", () => {
  it.each([
    ["/", orgAdmin],
    ["/nowhere", orgAdmin],
    ["/nowhere/at/all", undefined],
  ] as const)("NAV-1: %s → /home", (path, visitor) => {
    expect(decide(path, "", visitor)).toEqual({ kind: "redirect", to: "/home" })
  })
})

describe("NAV-2: home needs login and sends each kind of admin to their start page", () => {
  it.each([
    [undefined, "/auth/login"],
    [staff, "/noap"],
    [orgAdmin, "/dashboard"],
    [approver, "/dashboard"],
  ] as const)("NAV-2: /home for %o → %s", (visitor, to) => {
    expect(decide("/home", "", visitor)).toEqual({ kind: "redirect", to })
  })
})

describe("NAV-3: the DIY sections need login and DIY", () => {
  it.each([
    "dashboard",
    "account",
    "cart",
    "challenges",
    "manage-users",
    "option",
    "reports",
    "reward",
    "support",
  ])("NAV-3: /%s", (segment) => {
    expect(decide(`/${segment}`, "", orgAdmin)).toEqual({ kind: "allow" })
    expect(decide(`/${segment}/deeper`, "", orgAdmin)).toEqual({ kind: "allow" })
    expect(decide(`/${segment}`, "", undefined)).toEqual({ kind: "redirect", to: "/auth/login" })
    expect(decide(`/${segment}`, "", noFunctions)).toEqual({ kind: "forbidden" })
  })
})

it.each([
  [demographics, { kind: "allow" }],
  [orgAdmin, { kind: "forbidden" }],
] as const)("NAV-4: member-profile needs MEMBER_DEMOGRAPHIC_VIEW (%o)", (visitor, decision) => {
  expect(decide("/member-profile", "", visitor)).toEqual(decision)
})

it.each([
  ["REWARD_APPROVAL_QUEUE_VIEW", "allow"],
  ["REWARD_APPROVAL_QUEUE_EDIT", "allow"],
  ["CLIENT_REWARD_APPROVAL_QUEUE_VIEW", "allow"],
  ["CLIENT_REWARD_APPROVAL_QUEUE_EDIT", "allow"],
  ["DIY", "forbidden"],
])("NAV-5: rewardapproval with %s → %s", (code, kind) => {
  expect(decide("/rewardapproval", "", { adminType: 1, functions: [code] }).kind).toBe(kind)
})

describe("NAV-6: content-preview and social need login only; noap is for staff", () => {
  it.each([
    ["/content-preview", noFunctions, "allow"],
    ["/social/blogs", noFunctions, "allow"],
    ["/social/blogs", undefined, "redirect"],
    ["/noap/admin/messages", staff, "allow"],
  ] as const)("NAV-6: %s", (path, visitor, kind) => {
    expect(decide(path, "", visitor).kind).toBe(kind)
  })
  it("NAV-6: a non-staff admin is sent home from noap", () => {
    expect(decide("/noap", "", orgAdmin)).toEqual({ kind: "redirect", to: "/home" })
  })
})

describe("NAV-7: short auth paths", () => {
  it.each([
    ["/login", "/auth/login"],
    ["/create", "/auth/create"],
    ["/forgot", "/auth/forgot"],
    ["/reset", "/auth/reset"],
    ["/privacy", "/auth/privacy"],
    ["/terms", "/auth/terms"],
    ["/signup", "/auth/login"],
  ])("NAV-7: %s → %s", (path, to) => {
    expect(decide(path, "", undefined)).toEqual({ kind: "redirect", to })
  })
  it("NAV-7: the query string travels along", () => {
    expect(decide("/reset", "?token=abc&userId=3", undefined)).toEqual({
      kind: "redirect",
      to: "/auth/reset?token=abc&userId=3",
    })
  })
})

it.each([
  ["/consents", true],
  ["/cart/consent", true],
  ["/cart", false],
  ["/noap", false],
])("NAV-8: side menu hidden on %s: %s", (path, hidden) => {
  expect(hidesSideMenu(path)).toBe(hidden)
})
