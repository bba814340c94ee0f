import { type HttpApi, HttpApiSchema, HttpMethod, UrlParams } from "@effect/platform"
import { Either, Exit, type Option, ParseResult, Schema, SchemaAST } from "effect"
import { typedCheck } from "./typed-check.js"
import { NotPlain, typedEncoder } from "./typed-encode.js"

/** What a caller passes to one endpoint: the parts its contract declares. */
export interface EndpointRequest {
  readonly path?: unknown
  readonly urlParams?: unknown
  readonly payload?: unknown
  readonly headers?: unknown
}

/** A request encoded by the contract; the host and the spec's params are added by the client. */
export interface EncodedRequest {
  readonly method: string
  readonly path: string
  readonly query: ReadonlyArray<readonly [string, string]>
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | undefined
}

/**
 * How one status is answered: `undefined` when the contract does not declare it;
 * `"empty"` when it declares no body (no content, or an error known by status
 * alone); else a decoder from the body's bytes to the call's outcome.
 */
export type StatusReader = undefined | { readonly kind: "empty"; readonly fails: boolean } | BodyReader
export interface BodyReader {
  readonly kind: "body"
  /**
   * A success, a declared error (as a failure), or the ParseError of a body that does not fit.
   * `statusText` is the answer's, for a refusal that has no words in its body.
   */
  readonly read: (bytes: Uint8Array, statusText?: string) => Exit.Exit<unknown, unknown>
}

export interface EndpointCodec {
  readonly method: string
  /** The declared path, placeholders and all: safe to show, unlike the query. */
  readonly template: string
  readonly encode: (
    request: EndpointRequest | undefined,
  ) => Either.Either<EncodedRequest, ParseResult.ParseError>
  readonly reader: (status: number) => StatusReader
}

type Reflected = Parameters<Parameters<typeof HttpApi.reflect>[1]["onEndpoint"]>[0]
type Encoding = HttpApiSchema.Encoding

const text = new TextDecoder()

/** "/entities/:entityId/messages" with `{ entityId: "1000" }` → "/entities/1000/messages". */
const compilePath = (template: string) => {
  const parts = template.split(/:(\w+)\??/g)
  if (parts.length === 1) return () => template
  return (params: Readonly<Record<string, unknown>>) => {
    let path = parts[0] as string
    for (let index = 1; index < parts.length; index++)
      path += index % 2 === 1 ? encodeURIComponent(String(params[parts[index] as string])) : parts[index]
    return path
  }
}

/** Ids and plain data are written directly (see `typedEncoder`); anything else goes through Effect's encoder. */
const encoderFor = (ast: SchemaAST.AST) => {
  const plain = typedEncoder(ast)
  const full = Schema.encodeUnknownEither(Schema.make(ast))
  if (plain === undefined) return full
  return (value: unknown): Either.Either<unknown, ParseResult.ParseError> => {
    const encoded = plain(value)
    return encoded === NotPlain ? full(value) : Either.right(encoded)
  }
}

const encoderOf = (schema: Option.Option<{ readonly ast: SchemaAST.AST }>) =>
  schema._tag === "Some" ? encoderFor(schema.value.ast) : undefined

const pairsOf = (params: unknown): Array<readonly [string, string]> =>
  UrlParams.fromInput(params as UrlParams.Input).map(([key, value]) => [key, value] as const)

/** A payload as its encoding sends it; JSON and text are the contract's, bytes and forms are allowed. */
const bodyOf = (encoded: unknown, encoding: Encoding): Either.Either<string | Uint8Array, string> => {
  switch (encoding.kind) {
    case "Json":
      return Either.right(JSON.stringify(encoded))
    case "Text":
      return typeof encoded === "string" ? Either.right(encoded) : Either.left("Expected a string")
    case "Uint8Array":
      return encoded instanceof Uint8Array ? Either.right(encoded) : Either.left("Expected a Uint8Array")
    case "UrlParams":
      return Either.right(UrlParams.toString(UrlParams.fromInput(encoded as UrlParams.Input)))
  }
}

/** The bytes of an answer as its encoding reads them, before the schema sees them. */
const fromBytes = (bytes: Uint8Array, encoding: Encoding): Either.Either<unknown, string> => {
  switch (encoding.kind) {
    case "Json": {
      const body = text.decode(bytes)
      if (body === "") return Either.right(undefined)
      try {
        return Either.right(JSON.parse(body))
      } catch {
        return Either.left("Could not parse JSON")
      }
    }
    case "Text":
      return Either.right(text.decode(bytes))
    case "Uint8Array":
      return Either.right(bytes)
    case "UrlParams":
      return Either.right(Object.fromEntries(new URLSearchParams(text.decode(bytes))))
  }
}

/** A union of bodies may mix encodings (a JSON success beside a text one): each member reads its own way. */
const membersOf = (
  ast: SchemaAST.AST,
  fallback?: Encoding,
): ReadonlyArray<readonly [SchemaAST.AST, Encoding]> =>
  ast._tag === "Union"
    ? ast.types.flatMap((member) => membersOf(member, HttpApiSchema.getEncoding(member, fallback)))
    : [[ast, HttpApiSchema.getEncoding(ast, fallback)]]

/** A body's decoder: a body that already is its value is checked and taken (see `typedCheck`); any other is decoded. */
const bodyDecoder = (ast: SchemaAST.AST) => {
  const members = membersOf(ast).map(([member, encoding]) => {
    const decode = Schema.decodeUnknownEither(Schema.make(member))
    const isValue = typedCheck(member)
    return {
      kind: encoding.kind,
      read: (input: unknown): Either.Either<unknown, ParseResult.ParseError> =>
        isValue?.(input) ? Either.right(input) : decode(input),
      encoding,
    }
  })
  const [only] = members
  if (members.length === 1 && only !== undefined)
    return (bytes: Uint8Array) => Either.flatMap(fromBytes(bytes, only.encoding), only.read)
  return (bytes: Uint8Array) => {
    // Members of a union that share an encoding read the bytes once (a 400 may be JSON or text).
    const inputs = new Map<Encoding["kind"], Either.Either<unknown, string>>()
    let last: Either.Either<unknown, ParseResult.ParseError | string> = Either.left("no member")
    for (const member of members) {
      let input = inputs.get(member.kind)
      if (input === undefined) {
        input = fromBytes(bytes, member.encoding)
        inputs.set(member.kind, input)
      }
      last = Either.flatMap(input, member.read)
      if (Either.isRight(last)) return last
    }
    return last
  }
}

/** Fields a server's refusal commonly carries its sentence in, first found first. */
const WORDS_FIELDS = ["message", "error", "detail", "title"] as const

/**
 * The words of a refusal in whatever shape a server sends it: a JSON body with `message` (or
 * `error`, `detail`, `title`), a JSON string, plain text, or else the status text. An HTML
 * page (a proxy's) is not words for a person.
 */
export const refusalWords = (bytes: Uint8Array, statusText?: string): string => {
  const body = text.decode(bytes).trim()
  const fallback = statusText?.trim() ?? ""
  if (body === "") return fallback
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === "string") return parsed.trim() || fallback
    if (parsed !== null && typeof parsed === "object") {
      const record = parsed as Readonly<Record<string, unknown>>
      for (const field of WORDS_FIELDS) {
        const words = record[field]
        if (typeof words === "string" && words.trim() !== "") return words.trim()
      }
    }
    return fallback
  } catch {
    return body.startsWith("<") ? fallback : body
  }
}

/** The tag of a declared error whose one field is its sentence (`{ _tag, message }`), if it is one. */
const sentenceErrorTag = (ast: SchemaAST.AST): string | undefined => {
  const fields = SchemaAST.getPropertySignatures(ast)
  const tag = fields.find((field) => field.name === "_tag")?.type
  const rest = fields.filter((field) => field.name !== "_tag").map((field) => field.name)
  return tag && SchemaAST.isLiteral(tag) && typeof tag.literal === "string" && rest.join() === "message"
    ? tag.literal
    : undefined
}

/**
 * A 4xx whose body is not the contract's shape (a real server's `{"message": …}`, plain text,
 * nothing but a status text) is still the refusal the contract declares for that status, in
 * the server's words: a definite no, never an unreadable answer whose outcome is unknown.
 */
const refusalReader = (ast: SchemaAST.AST) => {
  const makers = membersOf(ast).flatMap(([member, encoding]) => {
    const tag = encoding.kind === "Json" ? sentenceErrorTag(member) : undefined
    if (tag === undefined) return []
    const decode = Schema.decodeUnknownEither(Schema.make(member))
    return [(message: string) => decode({ _tag: tag, message })]
  })
  if (makers.length === 0) return undefined
  return (bytes: Uint8Array, statusText?: string) => {
    const words = refusalWords(bytes, statusText)
    for (const make of makers) {
      const made = make(words)
      if (Either.isRight(made)) return made.right
    }
    return undefined
  }
}

/** A body that is not even JSON fails the way a body of the wrong shape does: as a ParseError. */
const asParseError = (problem: ParseResult.ParseError | string, ast: SchemaAST.AST) =>
  typeof problem === "string"
    ? ParseResult.parseError(new ParseResult.Type(ast, undefined, problem))
    : problem

/**
 * Made once per endpoint from its declaration: an encoder from what the caller
 * passes to the request as sent, and for each declared status a reader from the
 * answer's bytes to the call's outcome. Every step is a plain synchronous
 * function, so a call runs no Effect machinery between sending and decoding.
 */
export const endpointCodec = ({ endpoint, payloads, successes, errors }: Reflected): EndpointCodec => {
  const method = endpoint.method
  const makePath = compilePath(endpoint.path)
  const encodePath = encoderOf(endpoint.pathSchema)
  const encodeUrlParams = encoderOf(endpoint.urlParamsSchema)
  const encodeHeaders = encoderOf(endpoint.headersSchema)
  const payloadMembers = [...payloads.values()].map(({ ast, encoding }) => ({
    encode: encoderFor(ast),
    encoding,
    ast,
  }))
  const inBody = HttpMethod.hasBody(method)

  /** The payload as the first of its declared encodings that takes it: in the body, or in the query for a GET. */
  type Sent = {
    readonly body: string | Uint8Array | undefined
    readonly headers: Readonly<Record<string, string>>
  }
  const encodePayload = (
    payload: unknown,
    query: Array<readonly [string, string]>,
  ): Either.Either<Sent, ParseResult.ParseError> => {
    let failure: ParseResult.ParseError | undefined
    for (const member of payloadMembers) {
      const encoded = member.encode(payload)
      if (Either.isLeft(encoded)) {
        failure ??= encoded.left
        continue
      }
      if (!inBody) {
        query.push(...pairsOf(encoded.right))
        return Either.right({ body: undefined, headers: {} })
      }
      const body = bodyOf(encoded.right, member.encoding)
      if (Either.isRight(body))
        return Either.right({ body: body.right, headers: { "content-type": member.encoding.contentType } })
      failure ??= asParseError(body.left, member.ast)
    }
    return Either.left(failure as ParseResult.ParseError)
  }

  const encode = (
    request: EndpointRequest | undefined,
  ): Either.Either<EncodedRequest, ParseResult.ParseError> => {
    let path: string = endpoint.path
    if (encodePath) {
      const params = encodePath(request?.path)
      if (Either.isLeft(params)) return Either.left(params.left)
      path = makePath(params.right as Record<string, unknown>)
    }
    const query: Array<readonly [string, string]> = []
    let body: string | Uint8Array | undefined
    // A new object each time: a transport may add to it (undici's proxy agent adds the host).
    let headers: Readonly<Record<string, string>> = {}
    if (payloadMembers.length > 0) {
      const sent = encodePayload(request?.payload, query)
      if (Either.isLeft(sent)) return Either.left(sent.left)
      body = sent.right.body
      headers = sent.right.headers
    }
    if (encodeHeaders) {
      const encoded = encodeHeaders(request?.headers)
      if (Either.isLeft(encoded)) return Either.left(encoded.left)
      headers = { ...headers, ...(encoded.right as Record<string, string>) }
    }
    if (encodeUrlParams) {
      const encoded = encodeUrlParams(request?.urlParams)
      if (Either.isLeft(encoded)) return Either.left(encoded.left)
      query.push(...pairsOf(encoded.right))
    }
    return Either.right({ method, path, query, headers, body })
  }

  const readers = new Map<number, StatusReader>()
  const declare = (
    declared: ReadonlyMap<number, { readonly ast: Option.Option<SchemaAST.AST> }>,
    fails: boolean,
  ) => {
    for (const [status, { ast }] of declared) {
      if (ast._tag === "None") {
        readers.set(status, { kind: "empty", fails })
        continue
      }
      const decode = bodyDecoder(ast.value)
      const refusal = fails && status >= 400 && status < 500 ? refusalReader(ast.value) : undefined
      readers.set(status, {
        kind: "body",
        read: (bytes, statusText) => {
          const decoded = decode(bytes)
          if (Either.isRight(decoded)) return fails ? Exit.fail(decoded.right) : Exit.succeed(decoded.right)
          const refused = refusal?.(bytes, statusText)
          return Exit.fail(refused ?? asParseError(decoded.left, ast.value))
        },
      })
    }
  }
  declare(errors, true)
  declare(successes, false)

  return { method, template: endpoint.path, encode, reader: (status) => readers.get(status) }
}
