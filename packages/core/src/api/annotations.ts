import { Context } from "effect"
import type { ErrorKey as CatalogueKey } from "../errors/catalogue.js"

/**
 * ERR-5: every call declares the catalogue key shown when it fails, and the
 * keys of the statuses the spec gives a meaning (302 → MESSAGE_ID_EXISTS, ...).
 */
export interface CallErrors {
  readonly key: CatalogueKey
  readonly byStatus?: Readonly<Record<number, CatalogueKey>>
}
export class ErrorKeys extends Context.Tag("wellkit/api/ErrorKeys")<ErrorKeys, CallErrors>() {}

/** Calls that work without an authToken (login and the token flows). */
export class Public extends Context.Tag("wellkit/api/Public")<Public, true>() {}

/** A POST that changes nothing (a check or a quote): its failure is never "may or may not have been applied". */
export class Safe extends Context.Tag("wellkit/api/Safe")<Safe, true>() {}
