import { describe, expect, it } from "vitest"
import { applyListQuery, type ListQuery, readListQuery, withListQuery } from "./list-query.js"

const rows = [
  { name: "Sleep", unit: "hours", goal: 7.5 },
  { name: "Daily steps", unit: "steps", goal: 8000 },
  { name: "Café visits", unit: "cups", goal: 2 },
  { name: "Water", unit: "glasses", goal: 8 },
]

describe("a list's search, sort and page live in the address", () => {
  it.each([
    ["", { q: "", sort: undefined, dir: "asc", page: 1 }],
    ["q=ste&sort=name&dir=desc&page=3", { q: "ste", sort: "name", dir: "desc", page: 3 }],
    ["page=0&dir=sideways", { q: "", sort: undefined, dir: "asc", page: 1 }],
    ["page=2.5", { q: "", sort: undefined, dir: "asc", page: 1 }],
  ])("%j reads as %j", (search, query) => {
    expect(readListQuery(new URLSearchParams(search))).toEqual(query)
  })

  it.each([
    ["entityId=1000&page=3", { q: "sle" }, "entityId=1000&q=sle"],
    ["entityId=1000&q=sle", { page: 2 }, "entityId=1000&q=sle&page=2"],
    ["entityId=1000&q=sle&page=2", { sort: "unit" }, "entityId=1000&q=sle&sort=unit"],
    ["sort=unit", { dir: "desc" }, "sort=unit&dir=desc"],
    ["q=sle", { q: "  " }, ""],
  ])(
    "%j changed by %j is %j, keeping the organization and starting a new search at page 1",
    (from, change, to) => {
      expect(withListQuery(new URLSearchParams(from), change as Partial<ListQuery>).toString()).toBe(to)
    },
  )
})

describe("applying it to a list", () => {
  it("searches every search field, ignoring case and accents", () => {
    const found = applyListQuery(rows, { q: "CAFE", sort: undefined, dir: "asc", page: 1 }, ["name", "unit"])
    expect(found.rows.map((row) => row.name)).toEqual(["Café visits"])
    expect(
      applyListQuery(rows, { q: "glass", sort: undefined, dir: "asc", page: 1 }, ["name", "unit"]).total,
    ).toBe(1)
  })

  it("sorts numbers as numbers and text as words, both ways", () => {
    const byGoal = applyListQuery(rows, { q: "", sort: "goal", dir: "desc", page: 1 }, ["name"])
    expect(byGoal.rows.map((row) => row.goal)).toEqual([8000, 8, 7.5, 2])
    const byName = applyListQuery(rows, { q: "", sort: "name", dir: "asc", page: 1 }, ["name"])
    expect(byName.rows.map((row) => row.name)).toEqual(["Café visits", "Daily steps", "Sleep", "Water"])
  })

  it("cuts pages, and a page past the end shows the last one", () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ name: `Tracker ${index + 1}` }))
    const third = applyListQuery(many, { q: "", sort: undefined, dir: "asc", page: 9 }, ["name"], 25)
    expect(third).toMatchObject({ total: 60, page: 3, pages: 3 })
    expect(third.rows).toHaveLength(10)
  })
})
