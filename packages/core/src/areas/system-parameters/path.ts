/** The staff area's system parameters (K9: read only); the router reads it before the SDK loads. */
export const SYSTEM_PARAMETERS_PATH = "/noap/admin/systemParameters"
