/** A calendar date (YYYY-MM-DD) as a person reads it, without a time zone shifting the day. */
export const onDay = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" })
/** An instant the API stamped, in the reader's own time. */
export const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" })

export const day = (date: string): string => onDay.format(new Date(`${date}T00:00:00Z`))
export const instant = (at: string): string => when.format(new Date(at))
