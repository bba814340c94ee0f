import { AdminType, homePath } from "./home.js"

/** What a guard needs to know about the visitor. */
export interface Visitor {
  readonly adminType: number
  /** The user's function codes (NAV-3..5); empty until they have loaded. */
  readonly functions: ReadonlyArray<string>
}

export type Guard =
  | { readonly kind: "login" }
  | { readonly kind: "anyFunction"; readonly functions: ReadonlyArray<string> }
  | { readonly kind: "staff" }

export interface Section {
  /** The first path segment, e.g. "dashboard" for /dashboard/... */
  readonly segment: string
  readonly guards: ReadonlyArray<Guard>
  /** NAV-6: social and noap check their guards again on every navigation. */
  readonly rerunGuards?: boolean
  /** NAV-8: no side menu on this section's pages. */
  readonly hideSideMenu?: boolean
}

const login: Guard = { kind: "login" }
const needs = (...functions: Array<string>): Guard => ({ kind: "anyFunction", functions })

export const DIY_SECTIONS = [
  "dashboard",
  "account",
  "cart",
  "challenges",
  "manage-users",
  "option",
  "reports",
  "reward",
  "support",
] as const

export const REWARD_APPROVAL_FUNCTIONS = [
  "REWARD_APPROVAL_QUEUE_VIEW",
  "REWARD_APPROVAL_QUEUE_EDIT",
  "CLIENT_REWARD_APPROVAL_QUEUE_VIEW",
  "CLIENT_REWARD_APPROVAL_QUEUE_EDIT",
] as const

/** NAV-1..8: every top-level section of the portal and what it takes to enter it. */
export const sections: ReadonlyArray<Section> = [
  { segment: "home", guards: [login] },
  { segment: "consents", guards: [login], hideSideMenu: true },
  ...DIY_SECTIONS.map((segment) => ({ segment, guards: [login, needs("DIY")] })),
  { segment: "member-profile", guards: [login, needs("MEMBER_DEMOGRAPHIC_VIEW")] },
  { segment: "rewardapproval", guards: [login, needs(...REWARD_APPROVAL_FUNCTIONS)] },
  { segment: "content-preview", guards: [login] },
  { segment: "social", guards: [login], rerunGuards: true },
  { segment: "noap", guards: [login, { kind: "staff" }], rerunGuards: true },
  { segment: "auth", guards: [] },
  { segment: "register", guards: [] },
  { segment: "passwordreset", guards: [] },
]

/** NAV-7: short paths that belong to the auth section. */
export const aliases: Readonly<Record<string, string>> = {
  login: "/auth/login",
  create: "/auth/create",
  forgot: "/auth/forgot",
  reset: "/auth/reset",
  privacy: "/auth/privacy",
  terms: "/auth/terms",
  signup: "/auth/login",
}

/** NAV-8: paths whose pages show no side menu. */
export const hidesSideMenu = (pathname: string): boolean =>
  pathname === "/cart/consent" ||
  pathname.startsWith("/cart/consent/") ||
  sectionOf(pathname)?.hideSideMenu === true

export const sectionOf = (pathname: string): Section | undefined => {
  const segment = pathname.split("/").filter(Boolean)[0] ?? ""
  return sections.find((section) => section.segment === segment)
}

export type Decision =
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: string }
  /** Signed in, but without the function this section needs. */
  | { readonly kind: "forbidden" }

/**
 * K7: whether someone with `functions` may do what any of `codes` allows: the
 * one check behind route guards (NAV-3..5), menu entries and the buttons of a
 * screen (a `*_VIEW`-only user sees records without Save).
 */
export const can = (functions: ReadonlyArray<string>, codes: ReadonlyArray<string>): boolean =>
  codes.some((code) => functions.includes(code))

const passes = (guard: Guard, visitor: Visitor | undefined): boolean | "login" => {
  if (guard.kind === "login") return visitor ? true : "login"
  if (!visitor) return "login"
  if (guard.kind === "staff") return visitor.adminType === AdminType.staff
  return can(visitor.functions, guard.functions)
}

/**
 * NAV-1..7: where a visit to `pathname` (with its `search`) ends up. Guards run
 * in order; a missing login goes to /auth/login, a non-staff visitor of noap goes
 * home, a missing function is forbidden (sending home could loop back here).
 */
export const decide = (pathname: string, search: string, visitor: Visitor | undefined): Decision => {
  const segments = pathname.split("/").filter(Boolean)
  if (segments.length === 0) return { kind: "redirect", to: "/home" }
  const first = segments[0] as string
  const alias = aliases[first]
  if (alias && segments.length === 1) return { kind: "redirect", to: `${alias}${search}` }
  const section = sectionOf(pathname)
  if (!section) return { kind: "redirect", to: "/home" }
  for (const guard of section.guards) {
    const result = passes(guard, visitor)
    if (result === "login") return { kind: "redirect", to: "/auth/login" }
    if (!result) return guard.kind === "staff" ? { kind: "redirect", to: "/home" } : { kind: "forbidden" }
  }
  if (section.segment === "home" && visitor) return { kind: "redirect", to: homePath(visitor.adminType) }
  return { kind: "allow" }
}
