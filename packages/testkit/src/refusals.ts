/**
 * HTTP-9 on the sandbox's side: every refusal (4xx) says in a short JSON body
 * what was wrong. Left alone, the web handler answers broken JSON and unknown
 * routes with an empty body, and a payload that does not decode with Effect's
 * whole report, which quotes the refused value (for a 6,000-row part, 1.4 MB).
 *
 * Refusals of a request that does not decode keep the contract's own 400 shape
 * (`HttpApiDecodeError`: issues and message), so every client can read them.
 */

interface Issue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

const MAX_ISSUES = 5
const MAX_TEXT = 200
const MAX_QUOTED = 40

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text)

/** Effect's "Expected X, actual Y" quotes the value; keep the expectation, cut the value. */
const clip = (message: string) =>
  cut(
    message.replace(/, actual ([\s\S]*)$/, (_, actual: string) => `, actual ${cut(actual, MAX_QUOTED)}`),
    MAX_TEXT,
  )

const where = (path: ReadonlyArray<PropertyKey>) =>
  path.length === 0
    ? ""
    : `${path.map((key, at) => (typeof key === "number" ? `[${key}]` : `${at > 0 ? "." : ""}${String(key)}`)).join("")}: `

/** A new body: none of the old headers (its length above all) carry over. */
const json = (status: number, body: unknown, statusText?: string) =>
  new Response(JSON.stringify(body), {
    status,
    ...(statusText ? { statusText } : {}),
    headers: { "content-type": "application/json" },
  })

/** A 400 in the contract's shape for a request that does not decode. */
export const decodeRefusal = (issues: ReadonlyArray<Issue>, statusText?: string): Response => {
  // An optional field that fails also reports "Expected undefined": one sentence per field is enough.
  const first = issues.slice(0, MAX_ISSUES * 4)
  const kept = first
    .filter((issue, at) => first.findIndex((other) => where(other.path) === where(issue.path)) === at)
    .slice(0, MAX_ISSUES)
    .map((issue) => ({ ...issue, message: clip(issue.message) }))
  const message = kept.map((issue) => `${where(issue.path)}${issue.message}`).join(" ")
  return json(400, { _tag: "HttpApiDecodeError", issues: kept, message }, statusText)
}

const problem = (message: string): Issue => ({ _tag: "Type", path: [], message })

/** Why a JSON body could not be parsed, without quoting it (V8's messages do). */
export const notJson = (error: unknown): string =>
  error instanceof SyntaxError && /end of JSON input/.test(error.message)
    ? "The request body is not valid JSON: it ends before the value is complete."
    : "The request body is not valid JSON."

/**
 * Reads a JSON body once: broken JSON is refused in words, anything else goes
 * on to the handler as the same text.
 */
export const readJsonBody = async (request: Request): Promise<Request | Response> => {
  const type = request.headers.get("content-type") ?? ""
  if (!request.body || !/\bjson\b/i.test(type)) return request
  const text = await request.text()
  if (text.trim() !== "") {
    try {
      JSON.parse(text)
    } catch (error) {
      return decodeRefusal([problem(notJson(error))])
    }
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: text })
}

const emptyRefusal = (request: Request, status: number): string => {
  if (status === 404) return `No API call answers ${request.method} ${new URL(request.url).pathname}.`
  if (status === 400) return "The request could not be read: its body is missing or is not JSON."
  return `The request was refused (${status}).`
}

const parsed = (text: string): { readonly _tag?: unknown; readonly issues?: unknown } | undefined => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Makes a 4xx short and readable: an empty one gets a sentence, a decode
 * failure is cut down to its sentences. Plain-text refusals the contract
 * declares (481, the spec's 400 texts) are left as they are.
 */
export const shortRefusal = async (request: Request, response: Response): Promise<Response> => {
  if (response.status < 400 || response.status >= 500) return response
  const { status, statusText } = response
  const text = await response.text()
  if (text.trim() === "") {
    const message = emptyRefusal(request, status)
    if (status === 400) return decodeRefusal([problem(message)], statusText)
    // 404 in the contract's NotFound shape; other statuses have no declared body, so only the sentence.
    return json(status, status === 404 ? { _tag: "NotFound", message } : { message }, statusText)
  }
  const body = /\bjson\b/i.test(response.headers.get("content-type") ?? "") ? parsed(text) : undefined
  if (body?._tag === "HttpApiDecodeError" && Array.isArray(body.issues))
    return decodeRefusal(body.issues as ReadonlyArray<Issue>, statusText)
  return new Response(text, { status, statusText, headers: response.headers })
}
