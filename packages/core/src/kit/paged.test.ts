import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { SessionCaches } from "../cache/SessionCaches.js"
import { pagedList, pagedReads } from "./paged.js"
import type { SearchQuery } from "./search.js"

/**
 * K13: a plain list the server pages is a search with no filters: only `page`
 * is kept in the address, and the call sends `pageNumber` and `pageSize`.
 */
const list = pagedList(10)
const read = (search: string) => list.read(new URLSearchParams(search))

describe("K13: a server-paged list keeps only its page in the address", () => {
  it.each([
    ["", 1, { pageNumber: "1", pageSize: "10" }, ""],
    ["page=3", 3, { pageNumber: "3", pageSize: "10" }, "page=3"],
    // A page that is not a whole number above 0 is the first; anything else in the address is not the list's.
    ["page=0", 1, { pageNumber: "1", pageSize: "10" }, ""],
    ["page=abc&tab=history", 1, { pageNumber: "1", pageSize: "10" }, ""],
    ["page=2.5", 1, { pageNumber: "1", pageSize: "10" }, ""],
  ])("ADM-16: %j is page %i, sent as %j, kept as %j", (search, page, sent, key) => {
    const query = read(search)
    expect(query).toEqual({ filters: {}, page })
    expect(list.callParams(query)).toEqual(sent)
    expect(list.key(query)).toBe(key)
  })

  it.each([
    ["", 2, "page=2"],
    ["page=4", 1, ""],
    ["tab=history&page=2", 3, "tab=history&page=3"],
  ])("%j to page %i is %j: the address's other parameters stay", (from, page, to) => {
    expect(list.change(new URLSearchParams(from), { page }).toString()).toBe(to)
  })

  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [60, 6],
  ])("%i records make %i pages", (total, pages) => {
    expect(list.pageCount(total)).toBe(pages)
  })
})

describe("K13: pages are kept; after a write only the page shown is read again", () => {
  it("a kept page is not read twice; a rerun reads the page shown once and drops the others", async () => {
    const asked: Array<number> = []
    const reads = pagedReads(list, (query: SearchQuery<never>) =>
      Effect.sync(() => {
        asked.push(query.page)
        return { page: query.page, read: asked.length }
      }),
    )
    const program = Effect.gen(function* () {
      yield* reads.search(read(""))
      yield* reads.search(read("page=2"))
      // Back to page 1: kept, so no call.
      const back = yield* reads.search(read(""))
      expect(asked).toEqual([1, 2])
      yield* reads.rerunLast
      // The page shown (page 1, the last searched) is read again once; page 2 is dropped.
      expect(asked).toEqual([1, 2, 1])
      const cache = yield* reads.pages
      expect(cache.get("page=2")).toBeUndefined()
      expect(cache.get("")?.value).toEqual({ page: 1, read: 3 })
      return back
    })
    await Effect.runPromise(Effect.provide(program, SessionCaches.layer))
  })
})
