/**
 * Every portal screen's path, in one module with no imports: the router and
 * the sign-in page's entry need them without loading the areas (and Effect).
 */

/** The signed-in admin's own page (spec: "/account"). */
export const ACCOUNT_PATH = "/account"

/** The portal's manage-users page (spec: "/manage-users"). */
export const MANAGE_USERS_PATH = "/manage-users"

/** POR-17: where the portal shows batch uploads (the spec leaves the portal's paths to us). */
export const BATCHES_PATH = "/manage-users/batches"

/** The portal's licenses page (spec: "/option"). */
export const LICENSES_PATH = "/option"

/** The purchase pages (spec: "/cart" and "/cart/consent"; the consent page has no side menu, NAV-8). */
export const CART_PATH = "/cart"

export const CART_CONSENT_PATH = "/cart/consent"

/** POR-10: the portal's support page. */
export const SUPPORT_PATH = "/support"

/** The staff area's messages (MSG rules). */
export const MESSAGES_PATH = "/noap/admin/messages"

/** The portal's rewards and funding page (spec: "/reward"). */
export const FUNDING_PATH = "/reward"

/** The portal's reports page (spec: "/reports"). */
export const REPORTS_PATH = "/reports"

/** Where organization admins land (NAV-1). */
export const DASHBOARD_PATH = "/dashboard"

/** The portal's challenges page (spec: "/challenges"). */
export const CHALLENGES_PATH = "/challenges"
