/**
 * Issue 39: the one place that makes Intl formatters for what a person reads, so a date,
 * a sum of money or a count looks the same on every screen. The locale is the API's
 * (HTTP-2 sends `locale=en_US`); moments are shown in the browser's zone, the zone every
 * call names (`tz`), so a time reads as the API meant it.
 */
export const DISPLAY_LOCALE = "en-US"

/**
 * An `Intl.NumberFormat` made on its first use and kept. Making one loads the locale's data,
 * about 15 ms on a fast machine and a long task on a phone (issue 23): a module that the SDK
 * runs at start-up must not pay it for a screen that may never format a number.
 */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => {
  let made: Intl.NumberFormat | undefined
  return {
    format: (value: number) => {
      made ??= new Intl.NumberFormat(locale, options)
      return made.format(value)
    },
  }
}

const dateFormat = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined
  return (date: Date) => {
    made ??= new Intl.DateTimeFormat(DISPLAY_LOCALE, options)
    return made.format(date)
  }
}

const plain = numberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 2 })
const dollars = numberFormat(DISPLAY_LOCALE, {
  style: "currency",
  currency: "USD",
  trailingZeroDisplay: "stripIfInteger",
})
const percent = numberFormat(DISPLAY_LOCALE, { style: "percent", maximumFractionDigits: 0 })
// A calendar day or month is read in UTC at midnight, so no zone moves it to the day before.
const onDay = dateFormat({ dateStyle: "medium", timeZone: "UTC" })
const ofMonth = dateFormat({ month: "short", year: "numeric", timeZone: "UTC" })
const inHostZone = dateFormat({ dateStyle: "medium", timeStyle: "short" })
const inZone = new Map<string, (date: Date) => string>()

/** A count or measure, grouped and with at most 2 decimals. @example formatNumber(25712) // "25,712" */
export const formatNumber = (value: number): string => plain.format(value)

/** US dollars, with cents only when there are cents. @example formatMoney(12480.5) // "$12,480.50" */
export const formatMoney = (value: number): string => dollars.format(value)

/** A ratio as a whole percentage. @example formatPercent(0.42) // "42%" */
export const formatPercent = (ratio: number): string => percent.format(ratio)

const dayPattern = /^(\d{4}-\d{2}-\d{2})/
const monthPattern = /^(\d{4}-\d{2})(?:-\d{2})?$/

/**
 * A calendar day ("2026-06-01", or the day part of a timestamp), never shifted by a zone.
 * Text that is no day is shown as it is rather than hidden.
 * @example formatDay("2026-06-01") // "Jun 1, 2026"
 */
export const formatDay = (isoDay: string): string => {
  const day = dayPattern.exec(isoDay)?.[1]
  const date = day && new Date(`${day}T00:00:00Z`)
  return date && !Number.isNaN(date.getTime()) ? onDay(date) : isoDay
}

/** A calendar month. @example formatMonth("2025-12") // "Dec 2025" */
export const formatMonth = (isoMonth: string): string => {
  const month = monthPattern.exec(isoMonth)?.[1]
  const date = month && new Date(`${month}-01T00:00:00Z`)
  return date && !Number.isNaN(date.getTime()) ? ofMonth(date) : isoMonth
}

/**
 * A moment (an ISO timestamp, a Date or epoch ms) in the browser's zone, or in `timeZone` when given.
 * @example formatMoment("2026-11-02T18:30:00Z", "America/Chicago") // "Nov 2, 2026, 12:30 PM"
 */
export const formatMoment = (at: string | number | Date, timeZone?: string): string => {
  const date = at instanceof Date ? at : new Date(at)
  if (Number.isNaN(date.getTime())) return String(at)
  if (timeZone === undefined) return inHostZone(date)
  let format = inZone.get(timeZone)
  if (!format) {
    format = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone })
    inZone.set(timeZone, format)
  }
  return format(date)
}

export type DurationUnit = "millisecond" | "second" | "minute"

const units = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1_000],
] as const
const unitWords = new Map<string, ReturnType<typeof numberFormat>>()
const inWords = (count: number, unit: string) => {
  let words = unitWords.get(unit)
  if (!words) {
    words = numberFormat(DISPLAY_LOCALE, {
      style: "unit",
      unit,
      unitDisplay: "long",
      maximumFractionDigits: 0,
    })
    unitWords.set(unit, words)
  }
  return words.format(count)
}
const toMs: Readonly<Record<DurationUnit, number>> = { millisecond: 1, second: 1_000, minute: 60_000 }

/**
 * A length of time in words, from its largest whole unit down to seconds.
 * @example formatDuration(900_000) // "15 minutes"
 * @example formatDuration(90, "minute") // "1 hour, 30 minutes"
 */
export const formatDuration = (value: number, unit: DurationUnit = "millisecond"): string => {
  const ms = Math.round(Math.abs(value) * toMs[unit])
  if (ms < 1_000) return inWords(ms, "millisecond")
  let rest = ms
  const parts: Array<string> = []
  for (const [name, size] of units) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count > 0) parts.push(inWords(count, name))
  }
  // Plain joining: a ListFormat would be one more Intl formatter for two words and a comma.
  return `${value < 0 ? "-" : ""}${parts.join(", ")}`
}
