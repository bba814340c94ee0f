import { Schema } from "effect"

/**
 * A whole number from `min` to `max`, with the same plain sentence for every
 * way a person can miss it (left empty, words, 2.5, out of range), never the
 * schema's own "Expected an integer, actual NaN".
 */
export const wholeNumberBetween = (min: number, max: number, message: string) =>
  Schema.Number.annotations({ message: () => message }).pipe(
    Schema.int({ message: () => message }),
    Schema.between(min, max, { message: () => message }),
  )
