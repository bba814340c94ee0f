import { formatMoment } from "@wellkit/core"

/** A sync's time as staff read it: the day and the minute, in their own time zone. */
export const syncWhen = (iso: string): string => formatMoment(iso)
