import type { EntityId, LicenseId } from "@wellkit/core"
import { afterEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
let env: ReturnType<typeof inProcessSandbox>
afterEach(() => env.close())

/** A sandbox whose product calls are watched: how many run at once, and what each PUT carried. */
const watched = async () => {
  let inFlight = 0
  const seen = { maxProductsAtOnce: 0, putBodies: [] as Array<unknown> }
  env = inProcessSandbox({
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const isProduct = new URL(request.url).pathname.startsWith("/products/")
      if (request.method === "PUT") seen.putBodies.push(await request.clone().json())
      if (!isProduct) return env.sandbox.handle(request)
      inFlight += 1
      seen.maxProductsAtOnce = Math.max(seen.maxProductsAtOnce, inFlight)
      try {
        return await env.sandbox.handle(request)
      } finally {
        inFlight -= 1
      }
    },
  })
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
  return seen
}

describe("licenses against the sandbox", () => {
  it("POR-1, HTTP-6: licenses by organization, their products fetched at once, only PPPM active displayed kept", async () => {
    const seen = await watched()
    env.sandbox.faults.set({ endpoint: "licenses.product", delayMs: 50 })
    const views = await env.client.licenses.list(acme)
    expect(views.map((view) => view.license.name)).toEqual([
      "Acme Holdings — Wellness 2026",
      "Acme Holdings — Coaching pilot",
    ])
    expect(views[0]?.products.map((p) => p.name)).toEqual(["Step challenges", "Wellness rewards"])
    expect(views[1]?.products.map((p) => p.name)).toEqual(["Health coaching", "Step challenges"])
    expect(views.every((view) => !("isPurchased" in view.license))).toBe(true)
    // Six distinct products, each asked for once, all in flight together.
    expect(env.sandbox.requests.filter((r) => r.startsWith("GET /products/"))).toHaveLength(6)
    expect(seen.maxProductsAtOnce).toBe(6)
  })

  it("POR-2, POR-19: setting the activation date sends only the date; the cached list is fetched again", async () => {
    const seen = await watched()
    await env.client.licenses.list(acme)
    await env.client.licenses.list(acme)
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/licenses")).toHaveLength(1)
    const { license, toast } = await env.client.licenses.setActivationDate(
      acme,
      7002 as LicenseId,
      "2027-01-01",
    )
    expect(seen.putBodies).toEqual([{ activationDate: "2027-01-01" }])
    expect(license.activationDate).toBe("2027-01-01")
    expect(toast.message).toBe("SUCCESS.CHANGES_SAVED")
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/licenses")).toHaveLength(2)
    const failed = await env.client.licenses
      .setActivationDate(acme, 9999 as LicenseId, "2027-01-01")
      .catch((e) => e)
    expect(failed).toMatchObject({ status: 404, message: "ERRORS.SAVE_LICENSE_FAILED" })
  })
})
