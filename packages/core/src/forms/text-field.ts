import { Schema } from "effect"
import { formatNumber } from "../format/index.js"

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The limit as the field's counter writes it ("2,000"), so the refusal and the counter agree. */
const atMost = (what: string, max: number) =>
  `${capitalised(what)} has at most ${formatNumber(max)} characters.`

/**
 * Text a person must give, trimmed, at most `max` characters, with the plain
 * sentences every form uses: `requiredText("a name", 80)` says "Enter a name."
 * and "A name has at most 80 characters.".
 */
export const requiredText = (what: string, max: number) =>
  Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => `Enter ${what}.` }),
    Schema.maxLength(max, { message: () => atMost(what, max) }),
  )

/** Text that may be left empty, trimmed, at most `max` characters: `optionalText("a description", 500)`. */
export const optionalText = (what: string, max: number) =>
  Schema.Trim.pipe(Schema.maxLength(max, { message: () => atMost(what, max) }))
