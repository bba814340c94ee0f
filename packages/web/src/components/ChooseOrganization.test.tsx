import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom"
import { afterEach, beforeEach, expect, it } from "vitest"
import { withWellkit } from "../test-wellkit.js"
import { ChooseOrganization } from "./ChooseOrganization.js"

let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
})
afterEach(async () => {
  cleanup()
  await env.close()
})

const Record = () => {
  const { search } = useLocation()
  return new URLSearchParams(search).has("entityId") ? <p>The record, at {search}</p> : <ChooseOrganization />
}

it("issue 39.8: a record's link without ?entityId= is a page with the organization picker; the choice opens the record and stays in the address", async () => {
  const router = createMemoryRouter([{ path: "/noap/admin/packageGroups/:id", element: <Record /> }], {
    initialEntries: ["/noap/admin/packageGroups/400?tab=packages"],
  })
  render(withWellkit(env.client, <RouterProvider router={router} />))
  screen.getByRole("heading", { name: "Which organization is this in?", level: 1 })
  const picker = screen.getByLabelText<HTMLSelectElement>("Organization")
  expect(picker.value).toBe("")
  await screen.findByRole("option", { name: "Acme Holdings" })
  fireEvent.change(picker, { target: { value: "1000" } })
  await screen.findByText("The record, at ?tab=packages&entityId=1000")
  expect(router.state.location.pathname).toBe("/noap/admin/packageGroups/400")
})
