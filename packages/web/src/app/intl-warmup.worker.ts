// Issue 23: a page's first Intl formats load the locale's and the time zones' data (25–90 ms on
// this machine, a long task on a phone). The data is kept for every thread of the page, so made
// here first they cost the main thread well under a millisecond. These are the formats the first
// signed-in screens make: the zone every call names (HTTP-2), dates, money and plurals.
Intl.DateTimeFormat().resolvedOptions()
new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(0)
new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(0)
new Intl.PluralRules("en").select(1)
self.close()
