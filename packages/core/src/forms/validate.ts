import { Either, ParseResult, Schema } from "effect"

export type FieldErrors = Readonly<Record<string, string>>
export type Validated<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: FieldErrors }

/**
 * Checks a form's values against the same schema the API call uses, so a form
 * can never accept what the contract refuses. Errors are keyed by field name;
 * the first message per field wins.
 */
export const validateWith =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): Validated<A> => {
    const decoded = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
    if (Either.isRight(decoded)) return { ok: true, value: decoded.right }
    const errors: Record<string, string> = {}
    for (const issue of ParseResult.ArrayFormatter.formatErrorSync(decoded.left)) {
      const field = String(issue.path[0] ?? "_form")
      errors[field] ??= issue.message
    }
    return { ok: false, errors }
  }
