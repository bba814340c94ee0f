import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The spec's meaningful failure statuses, declared as typed bodies so the
 * client decodes them into values instead of a generic status error.
 */
export class Duplicate extends Schema.TaggedError<Duplicate>()(
  "Duplicate",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 302, description: "The id or name is already used in the entity" }),
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 }),
) {}

/** 400 with the server's sentence: the request was understood and refused (an empty file, a batch already sent). */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 400 }),
) {}

/** 403: the person may look at this but not change it (a reward approver with a view function only). */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403, description: "Allowed to read, not to change" }),
) {}

/**
 * 409: the change conflicts with other records: they depend on this one, so it cannot be
 * changed this way or deleted (ADM-13), or what it links is already another's (ADM-9).
 */
export class InUse extends Schema.TaggedError<InUse>()(
  "InUse",
  { message: Schema.String },
  HttpApiSchema.annotations({
    status: 409,
    description: "It conflicts with other records: they depend on it, or what it links is already linked",
  }),
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401, description: "Missing or unknown apiKey or authToken" }),
) {}

/** 481: the account is locked; the body is the server's status text, sent as plain text. */
export class AccountLocked extends Schema.TaggedError<AccountLocked>()("AccountLocked", {
  statusText: Schema.String,
}) {}

export const AccountLockedText = Schema.transform(Schema.String, Schema.typeSchema(AccountLocked), {
  strict: true,
  decode: (statusText) => new AccountLocked({ statusText }),
  encode: (error) => error.statusText,
})
  .pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/plain" }))
  .annotations(
    HttpApiSchema.annotations({ status: 481, description: "Account locked: the body is the status text" }),
  )

/**
 * Refusals whose body is the server's status text as plain text: the spec's
 * 400 'Error Validating Address' and 'Invalid city/state/zip', and a 402
 * declined payment.
 */
export class Refused extends Schema.TaggedError<Refused>()("Refused", { message: Schema.String }) {}
export class PaymentRefused extends Schema.TaggedError<PaymentRefused>()("PaymentRefused", {
  message: Schema.String,
}) {}

const asText = <E extends { readonly message: string }>(
  make: (message: string) => E,
  schema: Schema.Schema<E, E>,
  status: number,
) =>
  Schema.transform(Schema.String, schema, {
    strict: true,
    decode: (message) => make(message),
    encode: (error) => error.message,
  })
    .pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/plain" }))
    .annotations(HttpApiSchema.annotations({ status, description: "The body is the status text" }))

export const RefusedText = asText((message) => new Refused({ message }), Schema.typeSchema(Refused), 400)
export const PaymentRefusedText = asText(
  (message) => new PaymentRefused({ message }),
  Schema.typeSchema(PaymentRefused),
  402,
)
