import { formatDay, formatMoment } from "@wellkit/core"

/** A calendar date (YYYY-MM-DD) as a person reads it, without a time zone shifting the day. */
export const day = (date: string): string => formatDay(date)
/** An instant the API stamped, in the reader's own time. */
export const instant = (at: string): string => formatMoment(at)
