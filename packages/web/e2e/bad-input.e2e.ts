import { notADateOfBirth } from "@wellkit/core/forms/dates"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "@wellkit/testkit"
import { expect, it } from "vitest"
import { expectCount, screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

const employeePosts = () =>
  e2e.stack.api.sandbox.requests.filter((request) => request === "POST /organizations/1000/employees").length

/** What the sandbox says to the same employee sent straight to it by a signed-in admin. */
const sandboxRefusal = async (dob: string) => {
  const { url } = e2e.stack.api
  const login = await fetch(`${url}/session/login?apiKey=${SANDBOX_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@acme.test", password: DEMO_PASSWORD }),
  })
  const { response } = (await login.json()) as { response: { authToken: string } }
  const refused = await fetch(
    `${url}/organizations/1000/employees?apiKey=${SANDBOX_API_KEY}&authToken=${response.authToken}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Ada", lastName: "Byron", emailAddress: "ada.byron@acme.test", dob }),
    },
  )
  return { status: refused.status, body: (await refused.json()) as { issues: Array<{ message: string }> } }
}

it("POR-14, POR-16, HTTP-9: the add-employee dialog refuses 1990-02-30 and 1990-13-45 before sending, in the sandbox's words", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1000`)
  await page.getByRole("button", { name: "Add employee" }).click()
  const form = page.getByRole("form", { name: "Add an employee" })
  await form.getByLabel("First name").fill("Ada")
  await form.getByLabel("Last name").fill("Byron")
  await form.getByLabel("E-mail address").fill("ada.byron@acme.test")
  const dob = form.getByLabel("Date of birth (YYYY-MM-DD)")
  const shown: Array<string> = []
  for (const bad of ["1990-02-30", "1990-13-45"]) {
    await dob.fill(bad)
    await form.getByRole("button", { name: "Save" }).click()
    const words = notADateOfBirth(bad)
    await form.getByText(words, { exact: true }).waitFor()
    await expect.poll(() => dob.getAttribute("aria-invalid")).toBe("true")
    // What the field says it is described by, once that says this date's words (not the last date's).
    const description = async () => {
      const describedBy = (await dob.getAttribute("aria-describedby")) ?? ""
      return describedBy ? ((await page.locator(`[id="${describedBy}"]`).textContent()) ?? "") : ""
    }
    await expect.poll(description).toContain(words)
    shown.push(await description())
    if (bad === "1990-02-30") await screenshot(page, "input-1-dob-refused")
  }
  expect(employeePosts()).toBe(0)
  for (const [at, bad] of ["1990-02-30", "1990-13-45"].entries()) {
    const refused = await sandboxRefusal(bad)
    expect(refused.status).toBe(400)
    expect(refused.body.issues[0]?.message).toBe(shown[at])
  }
  const direct = employeePosts()

  await dob.fill(" 1990-02-28 ")
  await form.getByRole("button", { name: "Save" }).click()
  await page.getByRole("status").filter({ hasText: /saved/i }).first().waitFor()
  await expectCount(page, employeePosts, direct + 1, "employees sent by the dialog")
  const created = e2e.stack.api.sandbox.db.state.employees.filter(
    (e) => e.emailAddress === "ada.byron@acme.test",
  )
  expect(created.map((employee) => employee.dob)).toEqual(["1990-02-28"])
})
