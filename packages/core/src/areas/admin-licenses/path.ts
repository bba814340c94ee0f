/**
 * Staff's licenses (Tango reward accounts): only a record's page, `/{licenseId}` or `/new`, with
 * `?entityId=`; there is no list page (an organization's page lists its licenses). The router reads it
 * before the SDK loads.
 */
export const ADMIN_LICENSES_PATH = "/noap/admin/licenses"
