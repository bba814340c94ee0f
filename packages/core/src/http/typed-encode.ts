import { Option, SchemaAST } from "effect"
import { isPlainObject, typedCheck } from "./typed-check.js"

/** What a typed encoder gives when the value needs Effect's full encoder (to be refused, or encoded another way). */
export const NotPlain: unique symbol = Symbol("wellkit/NotPlain")
type Encode = (u: unknown) => unknown

/**
 * An encoder, made once from a schema, for the values a call sends most: ids
 * and plain data. A value that already is its encoded form (see `typedCheck`)
 * is sent as it is; a number the contract sends as text (a path's id, a page
 * number) is written with `String`, as Effect's `NumberFromString` writes it.
 * It gives `NotPlain` for anything else (a key the contract does not name, a
 * value that fails its type), and `undefined` is returned instead of an
 * encoder when the schema has a part it does not know: then Effect's encoder
 * does the work and gives the errors.
 */
export const typedEncoder = (ast: SchemaAST.AST): Encode | undefined => {
  const asIs = typedCheck(ast)
  if (asIs !== undefined) return (u) => (asIs(u) ? u : NotPlain)
  switch (ast._tag) {
    case "Transformation": {
      if (ast.transformation._tag === "ComposeTransformation") {
        // The value is checked as the inner schema's type, then written as the outer one writes it.
        const inner = typedCheck(ast.to)
        const outer = typedEncoder(ast.from)
        if (inner === undefined || outer === undefined) return undefined
        return (u) => (inner(u) ? outer(u) : NotPlain)
      }
      const identifier = SchemaAST.getIdentifierAnnotation(ast)
      if (identifier._tag === "Some" && identifier.value === "NumberFromString")
        return (u) => (typeof u === "number" ? String(u) : NotPlain)
      return undefined
    }
    case "Refinement": {
      const from = typedEncoder(ast.from)
      if (from === undefined) return undefined
      return (u) => (Option.isNone(ast.filter(u, SchemaAST.defaultParseOption, ast)) ? from(u) : NotPlain)
    }
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return undefined
      const properties: Array<{
        readonly name: string
        readonly optional: boolean
        readonly encode: Encode
      }> = []
      for (const property of ast.propertySignatures) {
        const encode = typedEncoder(property.type)
        if (encode === undefined || typeof property.name !== "string") return undefined
        properties.push({ name: property.name, optional: property.isOptional, encode })
      }
      return (u) => {
        if (!isPlainObject(u)) return NotPlain
        const encoded: Record<string, unknown> = {}
        let present = 0
        for (const { name, optional, encode } of properties) {
          if (!Object.hasOwn(u, name)) {
            if (optional) continue
            return NotPlain
          }
          present++
          const value = encode(u[name])
          if (value === NotPlain) return NotPlain
          encoded[name] = value
        }
        // A key the contract does not name: Effect's encoder leaves it out, and says nothing.
        return Object.keys(u).length === present ? encoded : NotPlain
      }
    }
    default:
      return undefined
  }
}
