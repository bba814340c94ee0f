import { act, cleanup, render, waitFor } from "@testing-library/react"
import { useEffect, useState } from "react"
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom"
import { afterEach, describe, expect, it } from "vitest"
import { PageTitle } from "./PageTitle.js"

afterEach(cleanup)

/** A record page whose name arrives after it has rendered, as a read from the API does. */
const RecordPage = () => {
  const [name, setName] = useState<string>()
  useEffect(() => {
    const read = setTimeout(() => setName("Mindfulness"), 20)
    return () => clearTimeout(read)
  }, [])
  return <h1>{name ? `Edit ${name}` : "Loading"}</h1>
}

const open = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageTitle />
            <main id="main">
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: "/members", element: <h1>Members</h1> },
          { path: "/healthtrackers/:id", element: <RecordPage /> },
          { path: "/blank", element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const liveRegion = () => document.querySelector("[aria-live=polite]")

describe("every page is named after its main heading", () => {
  it("the first page gets its title, and is not announced: the browser says a page load itself", async () => {
    open("/members")
    await waitFor(() => expect(document.title).toBe("Members · wellkit"))
    expect(liveRegion()?.textContent).toBe("")
  })

  it("a navigation renames the tab and says where the person arrived, once", async () => {
    const router = open("/members")
    await waitFor(() => expect(document.title).toBe("Members · wellkit"))
    await act(() => router.navigate("/healthtrackers/7"))
    await waitFor(() => expect(document.title).toBe("Edit Mindfulness · wellkit"))
    expect(liveRegion()?.textContent).toBe("Edit Mindfulness")
    await act(() => router.navigate("/members"))
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Members"))
  })

  it("a page without a heading is the product's name, never the last page's", async () => {
    const router = open("/members")
    await waitFor(() => expect(document.title).toBe("Members · wellkit"))
    await act(() => router.navigate("/blank"))
    await waitFor(() => expect(document.title).toBe("wellkit"))
  })
})
