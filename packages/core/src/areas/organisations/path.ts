/** The staff area's organisations; the router reads it before the SDK loads. */
export const ORGANISATIONS_PATH = "/noap/admin/organisations"
