import type { EntityId } from "@wellkit/core"
import { type ProgramInput, type ProgramQuery, Programs } from "@wellkit/core/programs"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>

beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const query = (filters: ProgramQuery["filters"], page = 1): ProgramQuery => ({ filters, page })
const searches = () => env.lines.filter((line) => line.startsWith("GET /programs?"))
/** The `tags` parameter exactly as it went on the wire. */
const tagsOnWire = (line: string | undefined) => /[?&]tags=([^&]*)/.exec(line ?? "")?.[1]
const draft = (overrides: Partial<ProgramInput> = {}): ProgramInput =>
  ({
    entityId: 1001 as EntityId,
    name: "Hydration habit",
    description: "",
    status: "Draft",
    startDate: "2027-03-01",
    endDate: null,
    searchable: true,
    productId: null,
    rewardSymbolId: null,
    rewardGroupTemplateId: null,
    clinicalNotificationId: null,
    tags: ["Sleep", "Self-guided"],
    ...overrides,
  }) as ProgramInput

describe("HTTP-8: the program search always sends tags, encoded once", () => {
  it.each([
    [{}, ""],
    [{ tags: "Sleep,Nutrition" }, "Sleep%2CNutrition"],
    [{ tags: "Sleep", notTags: "Smoking", otherTags: "Night shift" }, "Sleep%2C-Smoking%2CNight%20shift"],
  ])("filters %j put tags=%s on the request line", async (filters, wire) => {
    await run(Programs.search(query(filters)))
    const [line] = searches()
    expect(tagsOnWire(line)).toBe(wire)
    expect(line).not.toContain("%25")
  })

  it("other filters go only when given (no name= and no name=null)", async () => {
    await run(Programs.search(query({ entityId: "1001" })))
    const [line] = searches()
    expect(line).toContain("entityId=1001")
    expect(line).not.toMatch(/[?&](name|status|searchable)=/)
    expect(line).not.toContain("null")
  })
})

describe("the program search against the sandbox", () => {
  it("includes every chosen tag and leaves out the excluded ones, in the organization asked", async () => {
    const sleep = await run(Programs.search(query({ entityId: "1000", tags: "Sleep" })))
    expect(sleep.programs.map((p) => p.name)).toEqual(["Sleep and stress reset", "Sleep better in 30 days"])
    const calm = await run(Programs.search(query({ entityId: "1000", tags: "Sleep", notTags: "Coaching" })))
    expect(calm.programs.map((p) => p.name)).toEqual(["Sleep better in 30 days"])
    const free = await run(Programs.search(query({ entityId: "1000", otherTags: "workshop,retirees" })))
    expect(free.programs.map((p) => p.name)).toEqual(["Know your numbers"])
  })

  it("orders by name by default and by start when asked, and pages", async () => {
    const newest = await run(Programs.search({ filters: { entityId: "1000" }, page: 1, sort: "newest" }))
    expect(newest.programs[0]?.name).toBe("Couch to 5K")
    expect(searches()[0]).toContain("sort=newest")
    const all = await run(Programs.search(query({})))
    expect(all.totalRecordCount).toBe(env.sandbox.db.state.programs.length)
    expect(all.programs).toHaveLength(20)
    expect(searches()[1]).toContain("sort=name")
  })
})

describe("ADM-6: saving or deleting a program runs the last search again, once", () => {
  const last = query({ entityId: "1001", tags: "Sleep" })

  it("a save sends the write to the organization, then one GET of the last search; Back shows it without another", async () => {
    await run(Programs.search(last))
    env.lines.length = 0
    const saved = await run(Programs.save(draft(), last))
    expect(env.lines.map((line) => line.split("?")[0])).toEqual([
      "POST /entities/1001/programs",
      "GET /programs",
    ])
    expect(tagsOnWire(searches()[0])).toBe("Sleep")
    expect(saved.redirect).toEqual({
      path: `/noap/admin/programs/${saved.result.programId}`,
      params: { entityId: "1001", tags: "Sleep" },
      replace: true,
    })
    const page = await run(Programs.search(last))
    expect(page.programs.map((p) => p.name)).toContain("Hydration habit")
    expect(searches()).toHaveLength(1)
  })

  it("a delete goes to the list with the search kept and 'The program has been Successfully deleted.'", async () => {
    const { programs } = await run(Programs.search(last))
    const victim = programs[0]?.programId
    if (victim === undefined) throw new Error("the seed has sleep programs in Acme West")
    env.lines.length = 0
    const removed = await run(Programs.remove(victim, last))
    expect(env.lines.map((line) => line.split("?")[0])).toEqual([
      `DELETE /programs/${victim}`,
      "GET /programs",
    ])
    expect(removed.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.PROGRAM_DELETED" })
    expect(removed.redirect).toEqual({
      path: "/noap/admin/programs",
      params: { entityId: "1001", tags: "Sleep" },
      replace: true,
    })
  })

  it("other kept searches are dropped, to be read when next shown", async () => {
    const other = query({ name: "sleep" })
    await run(Programs.search(other))
    await run(Programs.search(last))
    await run(Programs.save(draft(), last))
    env.lines.length = 0
    await run(Programs.search(other))
    expect(searches()).toHaveLength(1)
  })
})

describe("programs: get one, refusals, pick lists", () => {
  it("a program is read by its own call (ours), and an unknown one is 404", async () => {
    const program = await run(Programs.get(1 as never))
    expect(program.name).toBe("Sleep better in 30 days")
    await expect(run(Programs.get(99_999 as never))).rejects.toMatchObject({ status: 404 })
  })

  it("an end before the start is refused before anything is sent", async () => {
    await expect(run(Programs.save(draft({ endDate: "2027-01-01" }), query({})))).rejects.toMatchObject({
      message: "ERRORS.SAVE_PROGRAM_FAILED",
    })
    expect(env.lines.filter((line) => line.startsWith("POST"))).toEqual([])
  })

  it("tag categories are those of programs; clinical notifications are the organization's", async () => {
    const categories = await run(Programs.tagCategories)
    expect(categories.map((c) => c.name)).toEqual(["Topic", "Audience", "Format"])
    const notifications = await run(Programs.clinicalNotifications(1001 as EntityId))
    expect(notifications).toHaveLength(3)
    const summary = await run(Programs.activitySummary(1000 as EntityId, 1 as never, 2 as never))
    expect(summary.rows.length).toBeGreaterThan(0)
  })
})
