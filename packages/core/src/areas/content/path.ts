/** The staff area's content sync (ADM-16); the router reads it before the SDK loads. */
export const CONTENT_SYNC_PATH = "/noap/admin/contentSync"
