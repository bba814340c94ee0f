import { describe, it } from "vitest"
import { cases, provesReadFailure } from "./failure-cases.js"
import { setupE2e } from "./harness.js"

/**
 * The staff's admin areas, but for the member record.
 * A failed read is shown once, in the page, with Try again, and tried again only when asked
 * (HTTP-9, ERR-5, POR-19): failure-cases.ts holds the table and the proof.
 */
const e2e = setupE2e()

describe("a failed read is shown once, in the page, and tried again only when asked", () => {
  it.each(cases.filter((c) => c.who === "staff" && !c.path.startsWith("/noap/member")))(
    "HTTP-9, POR-19: $endpoint on $path",
    (c) => provesReadFailure(e2e, c),
  )
})
