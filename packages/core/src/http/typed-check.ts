import { Option, SchemaAST } from "effect"

type Check = (u: unknown) => boolean

/** Effect's string normalisations: on a string already in that form, decoding changes nothing. */
const normalisations = new Set(["Trim", "Lowercase", "Uppercase", "Capitalize", "Uncapitalize"])

export const isPlainObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * A check, made once from a schema, that a decoded JSON body already is the
 * value decoding would give: every key declared and no other, every value of
 * its type and passing its refinements and brands, strings already trimmed
 * where the schema trims. It allocates nothing, where Effect's decoder builds
 * the value again step by step (~13 KB for one message). `undefined` when the
 * schema has a part whose decoded value may differ from its input (a number
 * from a string, a class, a default, a normalisation inside a union): such
 * bodies are always decoded. The check only ever says yes when decoding would
 * give back the same value; any doubt sends the body to the decoder.
 */
export const typedCheck = (ast: SchemaAST.AST, inUnion = false): Check | undefined => {
  switch (ast._tag) {
    case "StringKeyword":
      return (u) => typeof u === "string"
    case "NumberKeyword":
      return (u) => typeof u === "number"
    case "BooleanKeyword":
      return (u) => typeof u === "boolean"
    case "Literal": {
      const literal = ast.literal
      return (u) => u === literal
    }
    case "Enums": {
      const values = ast.enums.map(([, value]) => value)
      return (u) => values.includes(u as string | number)
    }
    case "UndefinedKeyword":
      return (u) => u === undefined
    case "UnknownKeyword":
    case "AnyKeyword":
    case "VoidKeyword":
      return () => true
    case "Refinement": {
      const from = typedCheck(ast.from, inUnion)
      if (from === undefined) return undefined
      return (u) => from(u) && Option.isNone(ast.filter(u, SchemaAST.defaultParseOption, ast))
    }
    case "Transformation": {
      // In a union, another member could take the raw string before this one normalises it.
      if (inUnion) return undefined
      const identifier = SchemaAST.getIdentifierAnnotation(ast)
      if (identifier._tag === "None" || !normalisations.has(identifier.value)) return undefined
      return typedCheck(ast.to, inUnion)
    }
    case "Union": {
      const members = ast.types.map((member) => typedCheck(member, true))
      if (members.some((member) => member === undefined)) return undefined
      const checks = members as Array<Check>
      return (u) => checks.some((check) => check(u))
    }
    case "TupleType": {
      if (ast.elements.length > 0 || ast.rest.length !== 1) return undefined
      const item = typedCheck((ast.rest[0] as SchemaAST.Type).type, inUnion)
      if (item === undefined) return undefined
      return (u) => Array.isArray(u) && u.every(item)
    }
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return undefined
      const properties: Array<{ readonly name: string; readonly optional: boolean; readonly check: Check }> =
        []
      for (const property of ast.propertySignatures) {
        const check = typedCheck(property.type, inUnion)
        if (check === undefined || typeof property.name !== "string") return undefined
        properties.push({ name: property.name, optional: property.isOptional, check })
      }
      return (u) => {
        if (!isPlainObject(u)) return false
        let present = 0
        for (const { name, optional, check } of properties) {
          if (!Object.hasOwn(u, name)) {
            if (optional) continue
            return false
          }
          present++
          if (!check(u[name])) return false
        }
        // Any other key is one the contract does not name: decoding drops it, so the body is not its value.
        return Object.keys(u).length === present
      }
    }
    default:
      return undefined
  }
}
