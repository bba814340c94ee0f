import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import en from "@wellkit/core/texts/en.json"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WellkitProvider } from "../../app/wellkit.js"
import { setMonitoring } from "../../shell/notify.js"
import { useNotify } from "../../shell/notify-store.js"
import { ManageUsersPage } from "./ManageUsersPage.js"

/**
 * Issue 40.5 on the page: Manage users' writes run through core's one write
 * path and the kit's action (`useResourceAction`): the spec's toast, the lists
 * read again, the tab it returns to; a failure in POR-16's dialog words, the
 * kit's own under it when the outcome is unknown; a new admin said in the
 * dialog that offers another (POR-15), in the add's toast's words.
 */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  setMonitoring({ trackException: () => {} })
  useNotify.setState({ toasts: [], alert: undefined, signedIn: true })
})
afterEach(async () => {
  cleanup()
  await env.close()
})

/** No one's functions are needed here (the rows' profile links): a visitor without any. */
const visitor = { subscribe: () => () => {}, get: () => undefined }

const open = async (address: string) => {
  const router = createMemoryRouter([{ path: "/manage-users", element: <ManageUsersPage /> }], {
    initialEntries: [address],
  })
  const wellkit = { client: env.client, session: visitor as never, config: {} as never }
  render(
    <WellkitProvider value={{ config: {} as never, wellkit, ready: () => Promise.resolve(wellkit) }}>
      <RouterProvider router={router} />
    </WellkitProvider>,
  )
  await screen.findByRole("tabpanel")
  env.sandbox.requests.length = 0
  return router
}

const fill = (form: HTMLElement, values: Readonly<Record<string, string>>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(form).getByLabelText(label), { target: { value } })
  fireEvent.click(within(form).getByRole("button", { name: "Save" }))
}

const listReads = () =>
  env.sandbox.requests.filter((line) => /^GET \/organizations\/1000\/(admins|employees)$/.test(line))

const newEmployee = { "First name": "Lee", "Last name": "Park", "E-mail address": "lee.park@acme.test" }

describe("Manage users through the one write path", () => {
  it("ERR-6, POR-14: an employee added says the spec's toast, reads the lists again and shows the employees' tab", async () => {
    const router = await open("/manage-users?entityId=1000&showAdmins=true")
    fireEvent.click(screen.getByRole("tab", { name: /Employees/ }))
    fireEvent.click(await screen.findByRole("button", { name: "Add employee" }))
    fill(await screen.findByRole("form", { name: "Add an employee" }), newEmployee)
    await waitFor(() =>
      expect(useNotify.getState().toasts).toMatchObject([
        { level: "success", title: en.SUCCESS.SUCCESS_TITLE, body: en.SUCCESS.CHANGES_SAVED },
      ]),
    )
    expect(screen.queryByRole("form", { name: "Add an employee" })).toBeNull()
    expect(router.state.location.search).toBe("?entityId=1000")
    expect(listReads()).toHaveLength(6)
    expect(useNotify.getState().alert).toBeUndefined()
  })

  it("POR-16, ERR-5: an add whose outcome is unknown is 'User Not Saved' with the kit's words; the lists are read again", async () => {
    await open("/manage-users?entityId=1000")
    env.sandbox.faults.set({ endpoint: "users.createEmployee", status: 503 })
    fireEvent.click(screen.getByRole("button", { name: "Add employee" }))
    const form = await screen.findByRole("form", { name: "Add an employee" })
    fill(form, newEmployee)
    await waitFor(() =>
      expect(useNotify.getState().alert).toEqual({
        title: en.ERRORS.USER_NOT_SAVED,
        body: en.users.failure,
        detail: en.ERRORS.OUTCOME_UNKNOWN,
      }),
    )
    expect(useNotify.getState().toasts).toEqual([])
    // The form stays, with what was typed, for a retry once the person has checked the list.
    expect(within(form).getByLabelText<HTMLInputElement>("First name").value).toBe("Lee")
    expect(listReads()).toHaveLength(6)
  })

  it("POR-16: a refusal says the server's words under 'Error' for an admin, and reads nothing again", async () => {
    await open("/manage-users?entityId=1000&showAdmins=true")
    // An employee's address is taken: the sandbox refuses it for a new admin with a 400 and its sentence.
    const employee = env.sandbox.db.state.employees.find((one) => one.entityId === 1000)
    fireEvent.click(screen.getByRole("button", { name: "Add admin" }))
    fill(await screen.findByRole("form", { name: "Add an admin" }), {
      "First name": "Sam",
      "Last name": "Taken",
      "E-mail address": employee?.emailAddress ?? "",
    })
    await waitFor(() =>
      expect(useNotify.getState().alert).toEqual({
        title: en.ERRORS.GENERIC_ERROR,
        body: "The e-mail address is already on an active account. Use another address.",
        detail: undefined,
      }),
    )
    expect(listReads()).toHaveLength(0)
  })

  it("POR-15: an admin added is said in the dialog that offers another, in the add's toast's words, with no toast", async () => {
    await open("/manage-users?entityId=1000&showAdmins=true")
    fireEvent.click(screen.getByRole("button", { name: "Add admin" }))
    fill(await screen.findByRole("form", { name: "Add an admin" }), {
      "First name": "Nia",
      "Last name": "Okafor",
      "E-mail address": "nia.okafor@acme.test",
    })
    const added = await screen.findByRole("dialog", { name: "Nia Okafor was added" })
    within(added).getByText(en.SUCCESS.ADMIN_INVITED)
    within(added).getByText("We sent a verification e-mail to nia.okafor@acme.test.")
    expect(useNotify.getState().toasts).toEqual([])
    expect(listReads()).toHaveLength(6)
  })
})
