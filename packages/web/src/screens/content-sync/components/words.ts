const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" })

/** A sync's time as staff read it: the day and the minute, in their own time zone. */
export const syncWhen = (iso: string): string => when.format(new Date(iso))
