import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { type AppError, LazyCache } from "@wellkit/core"
import {
  type AdministratorFilter,
  type AdministratorQuery,
  administratorSearch,
} from "@wellkit/core/administrators"
import { Effect } from "effect"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, expect, it } from "vitest"
import { SearchForm } from "./SearchForm.js"
import { SearchResults } from "./SearchResults.js"
import { type SearchSource, useSearch } from "./use-search.js"

interface Row {
  readonly id: number
  readonly name: string
}
type Page = { readonly rows: ReadonlyArray<Row>; readonly total: number }
let asked: Array<string> = []
let remembered: Array<string> = []
let cache = new LazyCache<string, Page, AppError>()
/** Each search read is recorded, as the service would send it. */
const read = (query: AdministratorQuery) =>
  Effect.sync(() => {
    asked.push(administratorSearch.key(query))
    const rows = query.filters.name === "zz" ? [] : [{ id: 1, name: "Ada Lovelace" }]
    return { rows, total: rows.length }
  })
const sourceOf = (): SearchSource<AdministratorFilter, Page, Row> => ({
  cache,
  load: (query) => Effect.runPromise(cache.ensure(administratorSearch.key(query), read(query))),
  reload: (query) => Effect.runPromise(cache.reload(administratorSearch.key(query), read(query))),
  remember: (query) => remembered.push(administratorSearch.key(query)),
  rows: (page) => page,
})
let source = sourceOf()

const SearchPage = () => {
  const search = useSearch(administratorSearch, source)
  return (
    <>
      <SearchForm
        label="Find"
        fields={[{ name: "name", label: "Name", kind: "text" }]}
        filters={search.query.filters}
        onSearch={search.submit}
        texts={{ submit: "Search", clear: "Clear filters" }}
      />
      <SearchResults
        caption="Results"
        idField="id"
        columns={[{ field: "name", label: "Name" }]}
        search={search}
        hrefOf={(id) => `/people/${id}`}
        texts={{
          loading: "Searching…",
          empty: "Nobody yet.",
          noMatch: "Nobody matches.",
          count: (n) => `${n} found`,
        }}
      />
    </>
  )
}

const open = (address: string) => {
  const router = createMemoryRouter([{ path: "/people", element: <SearchPage /> }], {
    initialEntries: [address],
  })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  asked = []
  remembered = []
  cache = new LazyCache()
  source = sourceOf()
})
afterEach(cleanup)

it("a search is asked for once, is one history entry, and the same search again adds none", async () => {
  const router = open("/people")
  await screen.findByText("1 found")
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Ada " } })
  fireEvent.click(screen.getByRole("button", { name: "Search" }))
  // The first search's "1 found" is on screen already: wait for this search's own answer.
  await waitFor(() => expect(asked).toEqual(["", "name=Ada"]))
  await screen.findByText("1 found")
  expect(router.state.location.search).toBe("?name=Ada")
  const key = router.state.location.key
  fireEvent.click(screen.getByRole("button", { name: "Search" }))
  expect(router.state.location.key).toBe(key)
  expect(asked).toEqual(["", "name=Ada"])
})

it("Back shows the last search again from the kept page, form included, without writing the address (no loop)", async () => {
  const router = open("/people?name=zz")
  await screen.findByText("Nobody matches.")
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "ada" } })
  // Enter in a field submits its form.
  fireEvent.submit(screen.getByLabelText("Name").closest("form") as HTMLFormElement)
  await screen.findByText("1 found")
  await act(() => router.navigate(-1))
  await screen.findByText("Nobody matches.")
  expect(router.state.location.search).toBe("?name=zz")
  expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("zz")
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  expect(router.state.historyAction).toBe("POP")
  expect(asked).toEqual(["name=zz", "name=ada"])
  // ADM-6: the search on screen is the one remembered, also when its page was kept.
  expect(remembered.at(-1)).toBe("name=zz")
})

it("a page past the last still offers the pages; Clear filters empties the form and the address", async () => {
  const router = open("/people?name=zz&page=3")
  await screen.findByText("Nobody matches.")
  // A page past the last still offers the way back.
  expect(screen.getByRole("navigation", { name: "Pages" })).toBeDefined()
  fireEvent.click(screen.getByRole("button", { name: "Clear filters" }))
  await screen.findByText("1 found")
  expect(router.state.location.search).toBe("")
  expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("")
})

it("ADM-6: a kept page a change dropped is read again when shown again, on the same screen", async () => {
  const router = open("/people?name=zz")
  await screen.findByText("Nobody matches.")
  await act(() => router.navigate("/people?name=ada"))
  await screen.findByText("1 found")
  // A write elsewhere runs the search on screen again and drops the others (the service's retain).
  act(() => cache.retain((key) => key === "name=ada"))
  await act(() => router.navigate(-1))
  await screen.findByText("Nobody matches.")
  expect(asked).toEqual(["name=zz", "name=ada", "name=zz"])
})
