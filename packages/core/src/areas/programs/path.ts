/** The staff area's programs; the router reads it before the SDK loads. */
export const PROGRAMS_PATH = "/noap/admin/programs"
