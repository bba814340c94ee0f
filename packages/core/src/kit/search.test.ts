import { describe, expect, it } from "vitest"
import {
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
