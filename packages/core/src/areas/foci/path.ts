/** The staff area's foci (K9: updated only); the router reads it before the SDK loads. */
export const FOCI_PATH = "/noap/admin/foci"
