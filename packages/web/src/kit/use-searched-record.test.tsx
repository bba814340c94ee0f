import { act, cleanup, render, screen } from "@testing-library/react"
import { Administrators } from "@wellkit/core/administrators"
import { RewardApprovals } from "@wellkit/core/reward-approvals"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, it } from "vitest"
import { type SearchedPages, useSearchedRecord } from "./use-searched-record.js"

type Pages = SearchedPages<number, string>
const read = (id: number) => Promise.resolve(`read ${id}`)
let save: (value: string) => void = () => undefined

const Page = ({ pages }: { readonly pages: Pages }) => {
  const { isNew, record, onSaved } = useSearchedRecord(pages, read)
  save = onSaved
  return <p>{isNew ? "new" : record?.status === "ready" ? record.value : record?.status}</p>
}
const open = (pages: unknown, path: string) => {
  const element = <Page pages={pages as Pages} />
  const router = createMemoryRouter([{ path: "/x/:id", element }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}
afterEach(cleanup)

it("ADM-1: /new is a new record only where the resource creates; elsewhere it names none", async () => {
  open(Administrators.resource, "/x/new")
  await screen.findByText("new")
  cleanup()
  open(RewardApprovals.resource, "/x/new")
  await screen.findByText("missing")
})

it("a save's answer shows on its record's page until another record is opened", async () => {
  const router = open(Administrators.resource, "/x/2")
  await screen.findByText("read 2")
  act(() => save("saved 2"))
  await screen.findByText("saved 2")
  await act(() => router.navigate("/x/3"))
  await screen.findByText("read 3")
})
