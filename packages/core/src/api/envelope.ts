import { Schema } from "effect"

/**
 * K11: an answer the API wraps in one field (`{ result: [...] }`, `{ value: {...} }`),
 * declared once in the contract. On the wire (and in the OpenAPI document) it is the
 * wrapped object; callers of the client get the inner value, and a sandbox handler
 * returns the inner value, which the encoding wraps. An answer without the field is
 * a body that does not fit, like any other (HTTP-9).
 *
 * @example HttpApiEndpoint.get("list", "/entities/:entityId/tangoCustomerAccounts").addSuccess(enveloped("result", Schema.Array(TangoAccount)))
 */
export const enveloped = <S extends Schema.Schema.Any, const F extends string>(field: F, schema: S) =>
  Schema.transform(
    Schema.Struct({ [field]: schema } as { readonly [K in F]: S }),
    Schema.typeSchema(schema) as Schema.Schema<Schema.Schema.Type<S>>,
    {
      strict: false,
      decode: (wrapped) => (wrapped as unknown as Readonly<Record<F, unknown>>)[field],
      encode: (value) => ({ [field]: value }) as Record<F, unknown>,
    },
  )
