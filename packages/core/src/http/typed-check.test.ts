import { HttpApi } from "@effect/platform"
import { Arbitrary, Either, FastCheck, Schema, type SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { EntityId } from "../api/ids.js"
import { WellkitApi } from "../api/WellkitApi.js"
import { isCalendarDate } from "../forms/dates.js"
import { hasOwnFilter, Missing } from "./test-contract.js"
import { typedCheck } from "./typed-check.js"

const Named = Schema.Struct({
  id: EntityId,
  name: Schema.Trim.pipe(Schema.nonEmptyString()),
  note: Schema.optional(Schema.NullOr(Schema.String)),
})

const Day = Schema.String.pipe(Schema.filter(isCalendarDate))

describe("a body that already is its value is taken without decoding it again", () => {
  it.each([
    {
      case: "plain data, with a brand, a trimmed name and an optional key",
      schema: Named,
      body: { id: 1, name: "Acme" },
      taken: true,
    },
    {
      case: "an array of them",
      schema: Schema.Array(Named),
      body: [{ id: 1, name: "A", note: null }],
      taken: true,
    },
    { case: "a name to be trimmed", schema: Named, body: { id: 1, name: " Acme " }, taken: false },
    {
      case: "an id that fails its brand (not positive)",
      schema: Named,
      body: { id: -1, name: "Acme" },
      taken: false,
    },
    {
      case: "a key the contract does not name",
      schema: Named,
      body: { id: 1, name: "Acme", extra: 1 },
      taken: false,
    },
    { case: "a required key missing", schema: Named, body: { name: "Acme" }, taken: false },
    { case: "a date our own filter accepts", schema: Day, body: "2026-11-23", taken: true },
    { case: "a date our own filter refuses", schema: Day, body: "2026-02-30", taken: false },
  ])("$case: taken = $taken", ({ schema, body, taken }) => {
    expect(typedCheck(schema.ast)?.(body)).toBe(taken)
  })

  it.each([
    { case: "a number read from a string", schema: Schema.Struct({ n: Schema.NumberFromString }) },
    { case: "a class (an error body)", schema: Missing },
    {
      case: "a key with a default",
      schema: Schema.Struct({ n: Schema.optionalWith(Schema.Number, { default: () => 0 }) }),
    },
    { case: "a normalization inside a union", schema: Schema.Union(Schema.Trim, Schema.Number) },
  ])("$case: always decoded", ({ schema }) => {
    expect(typedCheck(schema.ast)).toBeUndefined()
  })
})

/** Every success body the contract declares, by endpoint. */
const successes: Array<{ readonly endpoint: string; readonly ast: SchemaAST.AST }> = []
HttpApi.reflect(WellkitApi, {
  onGroup: () => undefined,
  onEndpoint: ({ group, endpoint, successes: declared }) => {
    for (const { ast } of declared.values())
      if (ast._tag === "Some")
        successes.push({ endpoint: `${group.identifier}.${endpoint.name}`, ast: ast.value })
  },
})

const generated = successes.filter(({ ast }) => typedCheck(ast) !== undefined && !hasOwnFilter(ast))

describe("on every success body of the contract that is checked and whose values can be generated", () => {
  it.each(generated)(
    "$endpoint: a body is taken exactly when decoding accepts it, and is what decoding gives",
    ({ ast }) => {
      const schema = Schema.make(ast)
      const check = typedCheck(ast) as (u: unknown) => boolean
      const decode = Schema.decodeUnknownEither(schema)
      const encode = Schema.encodeSync(schema)
      FastCheck.assert(
        FastCheck.property(Arbitrary.make(schema), (value) => {
          // JSON has no Infinity or NaN: such a value arrives as null, which decoding refuses, and so must the check.
          const body: unknown = JSON.parse(JSON.stringify(encode(value)))
          const decoded = decode(body)
          expect(check(body)).toBe(Either.isRight(decoded))
          if (Either.isRight(decoded)) expect(decoded.right).toEqual(body)
        }),
        { numRuns: 25 },
      )
    },
  )

  it("most success bodies of the contract are checked rather than decoded again", () => {
    const checked = successes.filter(({ ast }) => typedCheck(ast) !== undefined)
    expect(checked.length / successes.length).toBeGreaterThan(0.5)
    expect(generated.length).toBeGreaterThan(40)
  })
})
