import { HttpApi } from "@effect/platform"
import { Arbitrary, FastCheck, Option, Schema, type SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { EntityIdParam } from "../api/ids.js"
import { WellkitApi } from "../api/WellkitApi.js"
import { hasOwnFilter } from "./test-contract.js"
import { NotPlain, typedEncoder } from "./typed-encode.js"

const Path = Schema.Struct({ entityId: EntityIdParam, slug: Schema.String })
const Paging = Schema.Struct({ pageNumber: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) })

describe("ids and plain data are written directly, as Effect's encoder writes them", () => {
  it.each([
    {
      case: "an id sent as text",
      schema: Path,
      value: { entityId: 1000, slug: "a" },
      sent: { entityId: "1000", slug: "a" },
    },
    {
      case: "a page number that passes its checks",
      schema: Paging,
      value: { pageNumber: 2 },
      sent: { pageNumber: "2" },
    },
    { case: "an id that fails its brand", schema: Path, value: { entityId: -1, slug: "a" }, sent: NotPlain },
    { case: "a page number that is not whole", schema: Paging, value: { pageNumber: 1.5 }, sent: NotPlain },
    {
      case: "a key the contract does not name",
      schema: Path,
      value: { entityId: 1, slug: "a", x: 1 },
      sent: NotPlain,
    },
  ])("$case", ({ schema, value, sent }) => {
    expect(typedEncoder(schema.ast)?.(value)).toEqual(sent)
  })

  it("a schema with a part it does not know is left to Effect's encoder", () => {
    const dated = Schema.Struct({ at: Schema.DateFromString })
    expect(typedEncoder(dated.ast)).toBeUndefined()
  })
})

/** Every part of a request the contract declares: paths, query parameters, headers and payloads. */
const parts: Array<{ readonly part: string; readonly ast: SchemaAST.AST }> = []
HttpApi.reflect(WellkitApi, {
  onGroup: () => undefined,
  onEndpoint: ({ group, endpoint, payloads }) => {
    const name = `${group.identifier}.${endpoint.name}`
    for (const [part, schema] of [
      ["path", endpoint.pathSchema],
      ["query", endpoint.urlParamsSchema],
      ["headers", endpoint.headersSchema],
    ] as const)
      if (Option.isSome(schema)) parts.push({ part: `${name} ${part}`, ast: schema.value.ast })
    for (const { ast } of payloads.values()) parts.push({ part: `${name} payload`, ast })
  },
})

const written = parts.filter(({ ast }) => typedEncoder(ast) !== undefined && !hasOwnFilter(ast))

describe("on every request part of the contract written directly and whose values can be generated", () => {
  it.each(written)("$part: every valid value is written exactly as Effect's encoder writes it", ({ ast }) => {
    const schema = Schema.make(ast)
    const plain = typedEncoder(ast) as (u: unknown) => unknown
    const encode = Schema.encodeSync(schema)
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(schema), (value) => {
        expect(plain(value)).toEqual(encode(value))
      }),
      { numRuns: 25 },
    )
  })

  it("most request parts of the contract are written directly", () => {
    expect(parts.filter(({ ast }) => typedEncoder(ast) !== undefined).length / parts.length).toBeGreaterThan(
      0.5,
    )
    expect(written.length).toBeGreaterThan(40)
  })
})
