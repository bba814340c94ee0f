import { describe, expect, it } from "vitest"
import {
  defineSearch,
  type FilterKind,
  hasFilters,
  pageCount,
  readSearch,
  searchCallParams,
  searchKey,
  searchRedirect,
  withSearch,
} from "./search.js"

const kinds = { name: "text", organizationId: "id" } as const satisfies Record<string, FilterKind>
const read = (search: string) => readSearch(kinds, new URLSearchParams(search))

describe("a search's filters and page live in the address", () => {
  it.each([
    ["", { filters: {}, page: 1 }],
    [
      "name=%20ada%20&organizationId=1000&page=3",
      { filters: { name: "ada", organizationId: "1000" }, page: 3 },
    ],
    // Ids that are not positive whole numbers, unknown parameters and bad pages are ignored, never sent.
    ["organizationId=abc&colour=red&page=-2", { filters: {}, page: 1 }],
    ["organizationId=0&name=&page=2.5", { filters: {}, page: 1 }],
  ])("%j reads as %j", (search, query) => {
    expect(read(search)).toEqual(query)
  })

  it.each([
    ["name=ada&page=3", { filters: { name: "bo" } }, "name=bo"],
    ["name=ada", { page: 2 }, "name=ada&page=2"],
    ["name=ada&page=2", { page: 1 }, "name=ada"],
    ["tab=x&name=ada", { filters: { organizationId: "1001" } }, "tab=x&organizationId=1001"],
    ["name=ada&page=4", { filters: { name: "  " } }, ""],
  ])("%j changed by %j is %j: new filters start at page 1, paging keeps the filters", (from, change, to) => {
    expect(withSearch(kinds, new URLSearchParams(from), change).toString()).toBe(to)
  })

  it("one key per query, whatever the order the address had", () => {
    expect(searchKey(read("organizationId=1000&name=ada"))).toBe(
      searchKey(read("name=ada&organizationId=1000")),
    )
    expect(searchKey(read("name=ada&page=2"))).not.toBe(searchKey(read("name=ada")))
    expect(hasFilters(read("page=2"))).toBe(false)
    expect(hasFilters(read("name=ada"))).toBe(true)
  })

  it("HTTP-7: the call carries only the filters given, with the page", () => {
    expect(searchCallParams(read("name=ada&page=2"), 25)).toEqual({
      name: "ada",
      pageNumber: "2",
      pageSize: "25",
    })
    expect(searchCallParams(read(""), 10)).toEqual({ pageNumber: "1", pageSize: "10" })
  })

  it.each([
    [0, 1],
    [25, 1],
    [26, 2],
  ])("%i results make %i pages of 25", (total, pages) => {
    expect(pageCount(total, 25)).toBe(pages)
  })
})

describe("ADM-2: redirects of a searched resource carry the search", () => {
  const redirect = searchRedirect({
    listPath: "/noap/admin/things",
    redirects: { create: { to: "detail", replace: true }, delete: { to: "list" }, reset: { to: "stay" } },
  })
  const search = read("name=ada&page=2")
  it.each([
    ["create", 7, { path: "/noap/admin/things/7", params: { name: "ada", page: "2" }, replace: true }],
    ["delete", undefined, { path: "/noap/admin/things", params: { name: "ada", page: "2" }, replace: false }],
    ["reset", 7, undefined],
    ["unknown", 7, undefined],
  ])("%s → %j", (action, id, expected) => {
    expect(redirect(action, { id, search })).toEqual(expected)
  })
})

describe("K6: filters of every kind keep only usable values", () => {
  const every = {
    q: "text",
    status: "select",
    organizationId: "id",
    tags: "list",
    from: "date",
    test: "boolean",
  } as const satisfies Record<string, FilterKind>
  it.each([
    ["tags=%20Sleep%20,,Nutrition,Sleep", { tags: "Sleep,Nutrition" }],
    ["tags=,%20,", {}],
    ["from=2026-02-28&test=true", { from: "2026-02-28", test: "true" }],
    // Not a calendar day, not a boolean: ignored, never sent.
    ["from=2026-02-30&test=yes", {}],
    ["status=Pending&q=%20a%20", { q: "a", status: "Pending" }],
  ])("%j keeps %j", (search, filters) => {
    expect(readSearch(every, new URLSearchParams(search)).filters).toEqual(filters)
  })
})

describe("K6: a search's order lives in the address; its first order is the default", () => {
  const sorts = ["oldest", "newest"]
  const search = defineSearch(kinds, 10, { sorts })
  it.each([
    ["", undefined],
    ["sort=oldest", undefined],
    ["sort=newest", "newest"],
    ["sort=sideways", undefined],
  ])("%j sorts by %j", (address, sort) => {
    expect(search.read(new URLSearchParams(address)).sort).toBe(sort)
  })
  it("another order starts at page 1 and keeps the filters; the default leaves the address", () => {
    const params = new URLSearchParams("name=ada&page=3")
    expect(search.change(params, { sort: "newest" }).toString()).toBe("name=ada&sort=newest")
    expect(search.change(new URLSearchParams("sort=newest&page=2"), { page: 3 }).toString()).toBe(
      "sort=newest&page=3",
    )
    expect(search.change(new URLSearchParams("sort=newest"), { sort: "" }).toString()).toBe("")
  })
  it("the call names the order, the default one too", () => {
    expect(search.callParams(search.read(new URLSearchParams("")))).toEqual({
      sort: "oldest",
      pageNumber: "1",
      pageSize: "10",
    })
  })
})

describe("K6: an area says how its filters go on the wire", () => {
  it("HTTP-8 style: a parameter that is always sent, empty when no filter gives it", () => {
    const search = defineSearch({ name: "text", tags: "list" } as const, 10, {
      wire: ({ tags, ...rest }) => ({ ...rest, tags: tags ?? "" }),
    })
    expect(search.callParams(search.read(new URLSearchParams("")))).toEqual({
      tags: "",
      pageNumber: "1",
      pageSize: "10",
    })
    expect(search.callParams(search.read(new URLSearchParams("tags=Sleep,Nutrition&name=x")))).toEqual({
      name: "x",
      tags: "Sleep,Nutrition",
      pageNumber: "1",
      pageSize: "10",
    })
  })
})
