/** adminType values the spec gives a meaning (spec section 6). */
export const AdminType = { staff: 5, organizationAdmin: 8 } as const

/** NAV-2: where /home sends a signed-in user. */
export const homePath = (adminType: number): "/noap" | "/dashboard" =>
  adminType === AdminType.staff ? "/noap" : "/dashboard"

/** SES-2: after login, pending consents come first. */
export const afterLoginPath = (adminType: number, pendingConsents: number): string =>
  pendingConsents > 0 ? "/consents" : homePath(adminType)
