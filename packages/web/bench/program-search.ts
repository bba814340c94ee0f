/**
 * Issue 20's search bar, as figures: the program search over 5,000 more
 * programs (added through the sandbox's control endpoint), in Chromium. For
 * five searches (a tag, a tag left out, a name, a status, another order)
 * prints the server's answer time and the time from pressing Search to the
 * page of results on screen. Prints only; asserts nothing.
 */
import { newPage, signIn, startStack } from "../e2e/stack.js"

const stack = await startStack()
try {
  const added = await fetch(`${stack.api.url}/__sandbox/programs`, {
    method: "POST",
    body: JSON.stringify({ entityId: 1000, count: 5000 }),
  }).then((response) => response.json() as Promise<{ total: number }>)
  const page = await newPage(stack.browser)
  page.setDefaultTimeout(30_000)
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL(/\/noap/)
  await page.goto(`${stack.portal.url}/noap/admin/programs`)
  const results = page.getByRole("table", { name: "Programs" })
  await results.getByRole("link").first().waitFor()
  const search = page.getByRole("search", { name: "Search programs" })
  const count = async () => (await page.getByText(/^[\d,]+ programs?$/).textContent()) ?? ""

  const steps: ReadonlyArray<readonly [string, () => Promise<void>]> = [
    [
      "with tag Sleep",
      () => search.getByRole("group", { name: "With tags" }).getByRole("checkbox", { name: "Sleep" }).check(),
    ],
    [
      "and without Coaching",
      () =>
        search
          .getByRole("group", { name: "Without tags" })
          .getByRole("checkbox", { name: "Coaching" })
          .check(),
    ],
    ["and name “program 1”", () => search.getByLabel("Name").fill("program 1")],
    [
      "and status Active",
      async () => {
        await search.getByLabel("Status").selectOption({ label: "Active" })
      },
    ],
    // Another order searches at once, with nothing to press.
    ["newest first", async () => {}],
  ]
  const lines: Array<string> = []
  for (const [name, change] of steps) {
    await change()
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/programs")
    const started = performance.now()
    if (name === "newest first") await page.getByLabel("Order").selectOption({ label: "Newest first" })
    else await search.getByRole("button", { name: "Search" }).click()
    const response = await answered
    // On screen: the answer's first program is the table's first row, and the count says the answer's total.
    const answer = (await response.json()) as { programs: Array<{ name: string }>; totalRecordCount: number }
    await results
      .getByRole("link", { name: answer.programs[0]?.name ?? "", exact: true })
      .first()
      .waitFor()
    await page
      .getByText(`${answer.totalRecordCount.toLocaleString("en")} program`)
      .first()
      .waitFor()
    const onScreen = performance.now() - started
    const timing = response.request().timing()
    lines.push(
      `  ${name.padEnd(24)} ${(await count()).padEnd(16)} server ${(timing.responseEnd - timing.requestStart).toFixed(0).padStart(4)} ms, on screen ${onScreen.toFixed(0).padStart(4)} ms`,
    )
  }
  process.stdout.write(`program search, ${added.total} programs, pages of 20:\n${lines.join("\n")}\n`)
} finally {
  await stack.close()
}
