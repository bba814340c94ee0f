/** The staff area's organizations; the router reads it before the SDK loads. */
export const ORGANIZATIONS_PATH = "/noap/admin/organizations"

/** Where they were before the portal wrote US English: addresses saved then still lead there. */
export const ORGANIZATIONS_PATH_BEFORE_US_ENGLISH = "/noap/admin/organisations"

/** The address an old organizations link stands for today, its record and query kept. */
export const organizationsAddressToday = (pathname: string, search: string): string =>
  `${ORGANIZATIONS_PATH}${pathname.slice(ORGANIZATIONS_PATH_BEFORE_US_ENGLISH.length)}${search}`
