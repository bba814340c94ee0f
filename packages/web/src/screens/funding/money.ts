import { formatMoney } from "@wellkit/core"

/** The funding forms' dollars: core's one money format (issue 39). */
export const dollars = { format: formatMoney }
