/** HTTP-4: a path starting with "/" goes to the API host; absolute URLs are left alone. */
export const resolveUrl = (apiHost: string, url: string): string =>
  url.startsWith("/") ? `${apiHost.replace(/\/+$/, "")}${url}` : url

export interface CallParamsInput {
  readonly apiKey: string
  readonly authToken: string | undefined
  readonly appVersion: string
  readonly now: Date
  readonly timeZone: string
}

/**
 * HTTP-1 and HTTP-2: the query parameters every call carries. authToken is
 * left out before login rather than sent empty.
 */
export const callParams = (input: CallParamsInput): ReadonlyArray<readonly [string, string]> => [
  ["apiKey", input.apiKey],
  ...(input.authToken ? [["authToken", input.authToken] as const] : []),
  ["locale", "en_US"],
  ["tzoffset", String(input.now.getTimezoneOffset())],
  ["tz", input.timeZone],
  ["v", input.appVersion],
]

/** Lists of pairs as one query string, each name and value escaped as a URI component. */
export const queryString = (...lists: ReadonlyArray<ReadonlyArray<readonly [string, string]>>): string => {
  let query = ""
  for (const pairs of lists)
    for (const [name, value] of pairs)
      query += `${query === "" ? "" : "&"}${encodeURIComponent(name)}=${encodeURIComponent(value)}`
  return query
}

/** HTTP-3: the optional Basic header, from "user:password". */
export const basicAuthorization = (credentials: string): string =>
  `Basic ${btoa(unescape(encodeURIComponent(credentials)))}`
