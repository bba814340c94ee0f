/** The staff area's user functions (K1, K9: one catalogue, read only); the router reads it before the SDK loads. */
export const USER_FUNCTIONS_PATH = "/noap/admin/userFunctions"
