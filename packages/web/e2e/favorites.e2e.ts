import { seed } from "@wellkit/testkit"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { expectCount, markToasts, newToast, openAdminArea, settled, setupE2e } from "./harness.js"
import { callCounter, wholeScreenshot as screenshot } from "./staff-areas.js"

/**
 * ADM-14: "My favorites" (/noap/member/favorites) lists the members the
 * signed-in staff member starred; the list is read once and kept unless
 * Refresh forces a read; a star toggles by keyboard.
 */
const e2e = setupE2e()
const acme = seed().employees.filter((employee) => employee.entityId === 1000)
const nameOf = (index: number) => `${acme[index]?.firstName} ${acme[index]?.lastName}`
const starred = [1, 2, 3].map(nameOf)

describe("My favorites", () => {
  it("ADM-14: unstar by keyboard; a second visit makes no GET; Refresh makes one and shows a star made elsewhere", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "My favorites" })
    const calls = callCounter(page, e2e.stack.api.url)
    await page.getByText("3 favorite members", { exact: true }).waitFor()
    for (const name of starred) await page.getByRole("link", { name }).waitFor()
    await screenshot(page, "favorites-list")

    // Unstar by keyboard: a pressed toggle, named for the member.
    const star = page.getByRole("button", { name: `Remove ${starred[0]} from my favorites` })
    expect(await star.getAttribute("aria-pressed")).toBe("true")
    await star.focus()
    await markToasts(page)
    calls.reset()
    await page.keyboard.press("Enter")
    await newToast(page, "The member was removed from your favorites.").waitFor()
    await page.getByText("2 favorite members", { exact: true }).waitFor()
    expect(calls.paths.filter((path) => path.startsWith("/userFavorites/"))).toHaveLength(1)
    await screenshot(page, "favorites-unstarred")

    // Away and back: the kept list, no GET.
    await page.getByRole("link", { name: "Admin home" }).click()
    await page.getByRole("heading", { name: "Administration", level: 1 }).waitFor()
    calls.reset()
    await page.getByRole("link", { name: "My favorites", exact: true }).first().click()
    await page.getByText("2 favorite members", { exact: true }).waitFor()
    await settled(page)
    expect(calls.of("favorites.list")()).toBe(0)

    // A star made elsewhere (another tab) shows after Refresh, which is one GET.
    const [own] = e2e.stack.api.sandbox.db.state.favorites
    e2e.stack.api.sandbox.db.state.favorites.push({
      entityAssociationId: 990,
      ownerUserId: own?.ownerUserId ?? 1,
      userId: acme[0]?.personId ?? 0,
    })
    await page.getByRole("button", { name: "Refresh" }).click()
    await page.getByText("3 favorite members", { exact: true }).waitFor()
    await page.getByRole("link", { name: nameOf(0) }).waitFor()
    await expectCount(page, calls.of("favorites.list"), 1, "Refresh reads once")
  })

  it("a failed star says so once and the list stays as it was", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "My favorites" })
    await page.getByText("3 favorite members", { exact: true }).waitFor()
    e2e.stack.api.sandbox.faults.set({ endpoint: "favorites.remove", status: 500, times: 1 })
    await page.getByRole("button", { name: `Remove ${starred[1]} from my favorites` }).click()
    // The general handler: the call's own sentence, once.
    const said = page.getByText("The member could not be removed from your favorites.")
    await said.waitFor()
    expect(await said.count()).toBe(1)
    await page.getByRole("link", { name: starred[1] }).waitFor()
    await screenshot(page, "favorites-failed")
  })

  it("axe: no serious or critical violation on the list and with a toast showing", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await openAdminArea(page, e2e.stack.portal.url, { link: "My favorites" })
      const { found, check } = axeTour(page, e2e.stack.portal.url)
      await page.getByText("3 favorite members", { exact: true }).waitFor()
      await check("list")
      await page.getByRole("button", { name: `Remove ${starred[2]} from my favorites` }).click()
      await page
        .getByRole("status")
        .filter({ hasText: "The member was removed from your favorites." })
        .waitFor()
      await check("toast")
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
