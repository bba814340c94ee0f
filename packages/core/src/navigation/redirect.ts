/**
 * NAV-12: a redirect after an action is data: where to go, with which query
 * parameters, and whether the history entry is replaced.
 */
export interface Redirect {
  readonly path: string
  readonly params?: Readonly<Record<string, string>>
  readonly replace?: boolean
}

export const redirectHref = (redirect: Redirect): string => {
  const query = new URLSearchParams(redirect.params ?? {}).toString()
  return query ? `${redirect.path}?${query}` : redirect.path
}
