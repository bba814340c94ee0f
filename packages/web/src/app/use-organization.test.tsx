import { cleanup, render, screen, waitFor } from "@testing-library/react"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { withWellkit } from "../test-wellkit.js"
import { keepRouter } from "./live-router.js"
import { useOrganization } from "./use-organization.js"

/**
 * A page without `?entityId=` writes the organization it shows into the address, so a reload
 * or a shared link shows the same; but only while the browser is still on that page.
 */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
})
afterEach(async () => {
  cleanup()
  await env.close()
})

const Funding = () => {
  const { entityId } = useOrganization("/reward")
  return <p>{entityId === undefined ? "Loading organizations" : `Organization ${entityId}`}</p>
}

const openFunding = () => {
  window.history.replaceState(null, "", "/reward")
  const router = createBrowserRouter([
    { path: "/reward", element: <Funding /> },
    { path: "/support", element: <p>Support</p> },
  ])
  render(withWellkit(env.client, <RouterProvider router={router} />))
  return router
}

const address = () => `${window.location.pathname}${window.location.search}`

describe("useOrganization writes the organization into the address of the page it is on", () => {
  it("a page opened without ?entityId= gets the first organization written into its address", async () => {
    openFunding()
    await screen.findByText("Organization 1000")
    await waitFor(() => expect(address()).toBe("/reward?entityId=1000"))
  })

  it("a search typed while the organizations load is kept beside the organization written in", async () => {
    const router = openFunding()
    screen.getByText("Loading organizations")
    await router.navigate("/reward?q=min&sort=name", { replace: true })
    await screen.findByText("Organization 1000")
    await waitFor(() => expect(address()).toBe("/reward?entityId=1000&q=min&sort=name"))
  })

  it("a page whose organizations arrive after the person has left it does not take them back", async () => {
    const router = openFunding()
    screen.getByText("Loading organizations")
    // The browser is on another page, and this one has not caught up: its render comes late.
    window.history.pushState(null, "", "/support")
    await screen.findByText("Organization 1000")
    // Whatever the page does with what arrived, it does now; the router would have replaced the address.
    await new Promise((settle) => setTimeout(settle, 0))
    expect(address()).toBe("/support")
    expect(router.state.location.pathname).toBe("/reward")
  })

  it("a link followed while the organizations load is not cancelled when they arrive (the router's state, not the render's)", async () => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    window.history.replaceState(null, "", "/reward")
    const router = keepRouter(
      createBrowserRouter([
        { path: "/reward", element: <Funding /> },
        { path: "/support", lazy: () => gate.then(() => ({ element: <p>Support</p> })) },
      ]),
    )
    render(withWellkit(env.client, <RouterProvider router={router} />))
    screen.getByText("Loading organizations")
    // The person follows a link to a screen whose code is still on its way.
    const following = router.navigate("/support")
    expect(router.state.navigation.state).toBe("loading")
    await screen.findByText("Organization 1000")
    await new Promise((settle) => setTimeout(settle, 0))
    open()
    await following
    await screen.findByText("Support")
    expect(router.state.location.pathname).toBe("/support")
    expect(address()).toBe("/support")
  })
})
