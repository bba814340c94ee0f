import {
  formatDay,
  formatDuration,
  formatMoment,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
} from "@wellkit/core/format"
import { addFormats } from "./index.js"

/** A value that is not what the format expects (a string count, say) shows as it is. */
const numeric = (format: (value: number) => string) => (value: unknown) =>
  typeof value === "number" ? format(value) : String(value)
const textual = (format: (value: string) => string) => (value: unknown) =>
  typeof value === "string" ? format(value) : String(value)

/** Issue 39: a value in a text is formatted as the code formats it, by core's format layer. */
const formats: Readonly<Record<string, (value: unknown) => string>> = {
  // Replaces i18next's own, which makes a new Intl.NumberFormat for every text it formats.
  number: numeric(formatNumber),
  money: numeric(formatMoney),
  percent: numeric(formatPercent),
  duration: numeric((ms) => formatDuration(ms)),
  day: textual(formatDay),
  month: textual(formatMonth),
  moment: (value) =>
    typeof value === "string" || typeof value === "number" || value instanceof Date
      ? formatMoment(value)
      : String(value),
}

/** Once, with the SDK (app/runtime.ts) and in tests' setup. */
export const addDisplayFormats = () => addFormats(formats)
