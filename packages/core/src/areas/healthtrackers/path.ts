/** The staff area's healthtrackers (ADM-1, ADM-2, ADM-7); the router reads it before the SDK loads. */
export const HEALTHTRACKERS_PATH = "/noap/admin/healthtrackers"
