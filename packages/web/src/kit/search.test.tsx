import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import {
  type AdministratorFilter,
  type AdministratorQuery,
  administratorSearch,
} from "@wellkit/core/administrators"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, expect, it } from "vitest"
import { SearchForm } from "./SearchForm.js"
import { SearchResults } from "./SearchResults.js"
import { useSearch } from "./use-search.js"

interface Row {
  readonly id: number
  readonly name: string
}
let asked: Array<string> = []
/** Stable, as the SDK's methods are: each search it is asked for is recorded. */
const read = async (query: AdministratorQuery) => {
  asked.push(administratorSearch.key(query))
  const rows = query.filters.name === "zz" ? [] : [{ id: 1, name: "Ada Lovelace" }]
  return { rows, total: rows.length }
}

const SearchPage = () => {
  const search = useSearch<AdministratorFilter, Row>(administratorSearch, read)
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
})
afterEach(cleanup)

it("a search is asked for once, is one history entry, and the same search again adds none", async () => {
  const router = open("/people")
  await screen.findByText("1 found")
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Ada " } })
  fireEvent.click(screen.getByRole("button", { name: "Search" }))
  await screen.findByText("1 found")
  expect(router.state.location.search).toBe("?name=Ada")
  const key = router.state.location.key
  fireEvent.click(screen.getByRole("button", { name: "Search" }))
  expect(router.state.location.key).toBe(key)
  expect(asked).toEqual(["", "name=Ada"])
})

it("Back shows the last search again, form included, without writing the address (no loop)", async () => {
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
  expect(asked).toEqual(["name=zz", "name=ada", "name=zz"])
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
