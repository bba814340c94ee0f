/** The staff area's administrators; the router reads it before the SDK loads. */
export const ADMINISTRATORS_PATH = "/noap/admin/administrators"
