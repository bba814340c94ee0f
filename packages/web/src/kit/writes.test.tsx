import { cleanup, render, screen, within } from "@testing-library/react"
import { type EntityId, Foci, type Focus } from "@wellkit/core"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { withWellkit } from "../test-wellkit.js"
import { ResourceDetail } from "./ResourceDetail.js"
import { ResourceList } from "./ResourceList.js"
import { useResourceList } from "./use-resource.js"

/**
 * K9 on the screens: what the list and the record's page offer follows the
 * writes the resource declares. Foci (update only) against the sandbox, and
 * the same foci as a read-only resource (`writes: []`), as system parameters
 * will be.
 */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
})
afterEach(async () => {
  cleanup()
  await env.close()
})

const readOnly = { ...Foci, resource: { ...Foci.resource, writes: [] }, save: undefined }
const useFoci = (entityId: EntityId | undefined) => useResourceList(Foci.cache, Foci, entityId)
const fields = [
  { name: "name", label: "Name", kind: "text" },
  { name: "isActive", label: "Shown to members", kind: "checkbox" },
] as const

const open = (address: string, area: typeof Foci | typeof readOnly, detail = true) => {
  const list = (
    <ResourceList<Focus>
      title="Focus areas"
      resource={area.resource}
      useList={useFoci}
      searchFields={["name"]}
      columns={[{ field: "name", label: "Name" }]}
      detail={detail}
      countOf={(count) => `${count} focus areas`}
      createLabel="New focus area"
    />
  )
  const record = (
    <ResourceDetail area={area} fields={fields} titles={{ edit: (focus) => `Edit ${focus.name}` }} />
  )
  const router = createMemoryRouter(
    [
      { path: "/foci", element: list },
      { path: "/foci/:id", element: record },
    ],
    { initialEntries: [address] },
  )
  render(withWellkit(env.client, <RouterProvider router={router} />))
}

describe("K9: the screens offer the writes a resource declares", () => {
  it("update only: the list has no New focus area link; the record's form has Save and no Delete; /new is not found", async () => {
    open("/foci?entityId=1000", Foci)
    await screen.findByRole("link", { name: "Sleep" })
    expect(screen.queryByRole("link", { name: "New focus area" })).toBeNull()
    cleanup()

    open("/foci/1?entityId=1000", Foci)
    await screen.findByRole("heading", { name: "Edit Sleep" })
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull()
    cleanup()

    open("/foci/new?entityId=1000", Foci)
    expect((await screen.findByRole("alert")).textContent).toContain("It may have been deleted.")
    expect(screen.queryByLabelText("Name")).toBeNull()
  })

  it("read only: the record is shown as it is, with no form and no Save; a list without a detail page has no links", async () => {
    open("/foci/6?entityId=1000", readOnly)
    await screen.findByRole("heading", { name: "Edit Financial wellbeing" })
    expect(screen.queryByRole("button")).toBeNull()
    expect(screen.queryByRole("textbox")).toBeNull()
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Name", "Shown to members"])
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "Financial wellbeing",
      "No",
    ])
    cleanup()

    open("/foci?entityId=1000", readOnly, false)
    const table = await screen.findByRole("table", { name: "Focus areas" })
    await within(table).findByText("Sleep")
    expect(within(table).queryAllByRole("link")).toEqual([])
    expect(screen.queryByRole("link", { name: "New focus area" })).toBeNull()
  })
})
