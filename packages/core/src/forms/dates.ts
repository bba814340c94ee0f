/**
 * What counts as a date everywhere: the contract's schemas, the portal's forms,
 * the batch-file check and the sandbox all use these checks and these words, so
 * each refuses the same value with the same sentence.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Worked out rather than asked of a Date: the batch check runs this for every row of a million-row file. */
const daysIn = (year: number, month: number) => {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Midnight UTC of a real calendar day written YYYY-MM-DD, or NaN when it names none (1990-02-30, 1990-13-45). */
const dayOf = (value: string): number => {
  const match = ISO_DATE.exec(value)
  if (!match) return Number.NaN
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return Number.NaN
  return Date.UTC(year, month - 1, day)
}

/**
 * The day it is for the person, written as the API writes days (YYYY-MM-DD): their own calendar,
 * not UTC's, so "today" turns at their midnight. Every "today" a screen compares with is this one.
 */
export const localDay = (at: Date = new Date()): string => {
  const two = (n: number) => String(n).padStart(2, "0")
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`
}

/** A real calendar day in the form YYYY-MM-DD. */
export const isCalendarDate = (value: string): boolean => !Number.isNaN(dayOf(value))

/** The earliest year a date of birth may have. */
export const FIRST_BIRTH_YEAR = 1900

/** A real calendar day in YYYY-MM-DD, not before 1900 and not after today. */
export const isDateOfBirth = (value: string, today: Date | number = Date.now()): boolean => {
  const day = dayOf(value)
  if (Number.isNaN(day) || Number(value.slice(0, 4)) < FIRST_BIRTH_YEAR) return false
  return day <= (typeof today === "number" ? today : today.getTime())
}

/** Long enough for any date someone meant to type; a pasted page is cut, so a refusal never echoes a payload. */
const SHOWN_LENGTH = 40

const shown = (value: string) => (value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH)}…` : value)

/** The words for a value that is not a date. */
export const notACalendarDate = (value: string): string =>
  `"${shown(value)}" is not a date in the form YYYY-MM-DD.`

/** The words for a value that is not a date of birth: the batch check, the contract and the portal say exactly this. */
export const notADateOfBirth = (value: string): string =>
  `"${shown(value)}" is not a date of birth in the form YYYY-MM-DD.`
