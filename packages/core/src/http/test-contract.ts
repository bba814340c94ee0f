import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema, SchemaAST } from "effect"
import { RefusedText } from "../api/errors.js"
import type { Transport, TransportRequest, TransportResponse } from "./transport.js"

/**
 * A small contract with one endpoint of each shape the client must handle
 * (path, query, JSON payload, payload of a GET, text error, no content), so the
 * client's tests do not depend on how the product's areas are declared.
 */
export const Item = Schema.Struct({ id: Schema.Number, name: Schema.Trim })

export class Missing extends Schema.TaggedError<Missing>()(
  "Missing",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 }),
) {}

export const TestApi = HttpApi.make("test").add(
  HttpApiGroup.make("items")
    .add(
      HttpApiEndpoint.get("get", "/owners/:ownerId/items/:itemId")
        .setPath(Schema.Struct({ ownerId: Schema.NumberFromString, itemId: Schema.String }))
        .addSuccess(Item)
        .addError(Missing),
    )
    .add(
      HttpApiEndpoint.get("search", "/items")
        .setUrlParams(Schema.Struct({ q: Schema.String, page: Schema.optional(Schema.NumberFromString) }))
        .addSuccess(Schema.Array(Item)),
    )
    .add(
      HttpApiEndpoint.get("byTag", "/tagged")
        .setPayload(Schema.Struct({ tag: Schema.String }))
        .addSuccess(Schema.Array(Item)),
    )
    .add(
      HttpApiEndpoint.post("create", "/items")
        .setPayload(Schema.Struct({ name: Schema.NonEmptyString }))
        .addSuccess(Item, { status: 201 })
        .addError(RefusedText),
    )
    .add(
      HttpApiEndpoint.del("remove", "/items/:itemId")
        .setPath(Schema.Struct({ itemId: Schema.String }))
        .addSuccess(HttpApiSchema.NoContent),
    ),
)

/** An answer with this status and body, read as a transport reads it. */
export const answer = (status: number, body = "", onRead?: () => void): TransportResponse => ({
  status,
  bytes: async () => {
    onRead?.()
    return new TextEncoder().encode(body)
  },
})

/** A transport that notes what it was asked and answers as told. */
export const recording = (reply: (request: TransportRequest) => Promise<TransportResponse>) => {
  const sent: Array<TransportRequest> = []
  const transport: Transport = async (request) => {
    sent.push(request)
    return reply(request)
  }
  return { sent, transport }
}

/** Where a test contract's calls go: a fixed host, no params of the product's own. */
export const testAddress = (request: {
  readonly path: string
  readonly query: ReadonlyArray<readonly [string, string]>
  readonly headers: Readonly<Record<string, string>>
}) => ({
  url: `https://api.test${request.path}${request.query.length ? `?${new URLSearchParams(request.query as Array<[string, string]>)}` : ""}`,
  headers: request.headers,
})

/**
 * Whether a schema has a filter of our own (a calendar date, an e-mail or
 * picture address): it rejects almost every random string, so generating its
 * values never ends. Effect's own filters (int, positive, lengths) and brands
 * generate at once.
 */
export const hasOwnFilter = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case "Refinement":
      return (
        (SchemaAST.getSchemaIdAnnotation(ast)._tag === "None" &&
          SchemaAST.getBrandAnnotation(ast)._tag === "None") ||
        hasOwnFilter(ast.from)
      )
    case "Transformation":
      return hasOwnFilter(ast.from) || hasOwnFilter(ast.to)
    case "Union":
      return ast.types.some(hasOwnFilter)
    case "TupleType":
      return ast.elements.some((e) => hasOwnFilter(e.type)) || ast.rest.some((r) => hasOwnFilter(r.type))
    case "TypeLiteral":
      return ast.propertySignatures.some((p) => hasOwnFilter(p.type))
    default:
      return false
  }
}
