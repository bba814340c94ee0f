import { describe, expect, it } from "vitest"
import type { EntityId } from "../../api/ids.js"
import type { LicenseId } from "../../api/Licenses.js"
import { isOutcomeUnknown } from "../../errors/AppError.js"
import { testServer } from "../test-server.js"
import * as Licenses from "./Licenses.js"

/**
 * Issue 40.5: setting a license's activation date goes through the kit's one
 * write path (kit/write.ts): its toast, the list read again (also when the
 * outcome is unknown), its failure and where it leads, over the real client
 * and a server of a few lines.
 */
const acme = 1000 as EntityId
const license = {
  licenseId: 7002,
  organizationId: 1000,
  name: "Coaching pilot",
  seats: 3,
  activationDate: null,
  isPurchased: true,
  products: [],
}

const serve = testServer()

const SAVE = "PUT /licenses/7002"
const LIST = "GET /organizations/1000/licenses"
const listed = { [LIST]: { status: 200, body: [license] } }
const save = () => Licenses.setActivationDate(acme, 7002 as LicenseId, "2027-01-01")

describe("POR-2 through the one write path", () => {
  it("ERR-6, ADM-3: a saved date says the spec's toast, reads the list again and stays on the page", async () => {
    const { client, seen } = serve({
      ...listed,
      [SAVE]: { status: 200, body: { ...license, activationDate: "2027-01-01" } },
    })
    const outcome = await client.run(save())
    expect(outcome.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    expect(outcome.redirect).toBeUndefined()
    expect(outcome.result.activationDate).toBe("2027-01-01")
    expect("isPurchased" in outcome.result).toBe(false)
    expect(seen).toEqual([SAVE, LIST])
  })

  it.each([
    {
      label: "a refusal (400) is not applied: the server's words, nothing read again",
      reply: { status: 400, body: { message: "The date is before the license was bought." } },
      error: { status: 400, additionalMessage: "The date is before the license was bought." },
      unknown: false,
    },
    {
      label: "a 503 leaves the outcome open: said in the kit's words, and the list is read again",
      reply: { status: 503 },
      error: { status: 503, additionalMessage: "ERRORS.OUTCOME_UNKNOWN" },
      unknown: true,
    },
    {
      label: "an answer that cannot be read leaves it open too: the list is read again",
      reply: "unreadable" as const,
      error: { additionalMessage: "ERRORS.OUTCOME_UNKNOWN" },
      unknown: true,
    },
    {
      label: "no connection at all is the kit's no-network: nothing read again",
      reply: "dropped" as const,
      error: { status: 0, additionalMessage: "ERRORS.NETWORK_UNAVAILABLE" },
      unknown: false,
    },
  ])("ERR-5: $label", async ({ reply, error, unknown }) => {
    const { client, seen } = serve({ ...listed, [SAVE]: reply })
    const failure = await client.run(save()).catch((e) => e)
    expect(failure).toMatchObject({ message: "ERRORS.SAVE_LICENSE_FAILED", ...error })
    expect(isOutcomeUnknown(failure)).toBe(unknown)
    expect(seen).toEqual(unknown ? [SAVE, LIST] : [SAVE])
  })

  it("the Promise SDK still answers with the license and the toast", async () => {
    const { client } = serve({
      ...listed,
      [SAVE]: { status: 200, body: { ...license, activationDate: "2027-01-01" } },
    })
    const saved = await client.licenses.setActivationDate(acme, 7002 as LicenseId, "2027-01-01")
    const { isPurchased: _dropped, ...kept } = license
    expect(saved).toEqual({ license: { ...kept, activationDate: "2027-01-01" }, toast: Licenses.saved })
  })
})
