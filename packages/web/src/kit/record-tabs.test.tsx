import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { appError, related, write } from "@wellkit/core"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { Effect, Schema } from "effect"
import type { ReactNode } from "react"
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { withWellkit } from "../test-wellkit.js"
import { ActionDialog } from "./ActionDialog.js"
import { ListStates } from "./ListStates.js"
import { type RecordTab, RecordTabs } from "./RecordTabs.js"
import { RelatedList } from "./RelatedList.js"
import { useRelated } from "./use-related.js"

/** K8 on the screens: a record's tabs read each list when first opened, keep it, and run writes through the action dialog. */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(() => {
  env = inProcessSandbox()
})
afterEach(async () => {
  cleanup()
  await env.close()
})

interface Member {
  readonly userId: number
}

const calls: Array<string> = []
let failNotes = false
const notes = related((member: Member) =>
  Effect.suspend(() => {
    calls.push(`notes ${member.userId}`)
    return failNotes
      ? Effect.fail(appError({ message: "ERRORS.SERVER_FAILED", status: 500 }))
      : Effect.succeed<ReadonlyArray<string>>([`Called on ${member.userId}`, "Asked for a new band"])
  }),
)
const programs = related((member: Member) =>
  Effect.sync(() => {
    calls.push(`programs ${member.userId}`)
    return [] as ReadonlyArray<string>
  }),
)

const listPanel =
  (list: typeof notes, empty: string) =>
  ({ of }: { readonly of: Member }) => {
    const { entry, retry } = useRelated(list, of)
    const rows = entry?.value ?? []
    return (
      <ListStates
        entry={entry}
        retry={retry}
        matches={rows.length}
        query=""
        texts={{ loading: "Loading…", empty, noMatch: empty, count: `${rows.length} shown` }}
      >
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      </ListStates>
    )
  }

const tabs: ReadonlyArray<RecordTab<Member>> = [
  { id: "details", label: "Details", Panel: ({ of }) => <p>Member {of.userId}</p> },
  { id: "notes", label: "Notes", Panel: listPanel(notes, "No notes yet.") },
  { id: "programs", label: "Programs", Panel: listPanel(programs, "No programs yet.") },
]

const Address = () => <p data-testid="address">{useLocation().search}</p>

const show = (page: ReactNode, address = "/noap/member/10001") => {
  const router = createMemoryRouter([{ path: "/noap/member/:userId", element: page }], {
    initialEntries: [address],
  })
  render(withWellkit(env.client, <RouterProvider router={router} />))
}

const member = { userId: 10_001 }
const page = (
  <>
    <RecordTabs label="Member record" tabs={tabs} of={member} />
    <Address />
  </>
)

describe("K8: a record's tabs", () => {
  beforeEach(() => {
    calls.length = 0
    failNotes = false
  })

  it("reads a tab's list only when it is opened, keeps it in the address, and reads it once", async () => {
    show(page)
    expect(screen.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).toBe("true")
    expect(screen.getByRole("tabpanel").textContent).toBe("Member 10001")
    expect(calls).toEqual([])
    fireEvent.click(screen.getByRole("tab", { name: "Notes" }))
    await screen.findByText("Asked for a new band")
    expect(screen.getByTestId("address").textContent).toBe("?tab=notes")
    expect(screen.getByRole("tabpanel", { name: "Notes" })).toBeTruthy()
    fireEvent.click(screen.getByRole("tab", { name: "Programs" }))
    await screen.findByText("No programs yet.")
    fireEvent.click(screen.getByRole("tab", { name: "Notes" }))
    await screen.findByText("Asked for a new band")
    // The first tab is the address without `tab`.
    fireEvent.click(screen.getByRole("tab", { name: "Details" }))
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe(""))
    expect(calls).toEqual(["notes 10001", "programs 10001"])
  })

  it("opens the tab the address names, and ignores a name it does not have", async () => {
    show(page, "/noap/member/10001?tab=programs")
    await screen.findByText("No programs yet.")
    cleanup()
    show(page, "/noap/member/10001?tab=nonsense")
    expect(screen.getByRole("tabpanel").textContent).toBe("Member 10001")
  })

  it("moves with the arrow keys, Home and End, and opens a tab with Enter (manual activation)", async () => {
    show(page)
    const details = screen.getByRole("tab", { name: "Details" })
    details.focus()
    fireEvent.keyDown(details, { key: "ArrowRight" })
    const notesTab = screen.getByRole("tab", { name: "Notes" })
    expect(document.activeElement).toBe(notesTab)
    // Moving is not opening: no read yet.
    expect(calls).toEqual([])
    fireEvent.keyDown(notesTab, { key: "End" })
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Programs" }))
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" })
    expect(document.activeElement).toBe(details)
    // Only the open tab is a Tab stop.
    expect(notesTab.tabIndex).toBe(-1)
    fireEvent.keyDown(details, { key: "ArrowLeft" })
    fireEvent.click(document.activeElement as Element)
    await screen.findByText("No programs yet.")
  })

  it("shows a failed read in its tab once, with Try again; the other tabs still work", async () => {
    failNotes = true
    show(page, "/noap/member/10001?tab=notes")
    await screen.findByRole("button", { name: "Try again" })
    expect(calls).toEqual(["notes 10001"])
    fireEvent.click(screen.getByRole("tab", { name: "Programs" }))
    await screen.findByText("No programs yet.")
    fireEvent.click(screen.getByRole("tab", { name: "Notes" }))
    // Coming back to a tab whose read failed asks again, once.
    await waitFor(() => expect(calls).toEqual(["notes 10001", "programs 10001", "notes 10001"]))
    failNotes = false
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }))
    await screen.findByText("Asked for a new band")
  })
})

/** A read whose value is not itself the rows, answered when the test says. */
const readings: Array<number> = []
let answer: () => Effect.Effect<{ readonly names: ReadonlyArray<string> }, ReturnType<typeof appError>> =
  () => Effect.succeed({ names: [] })
const team = related((member: Member) =>
  Effect.suspend(() => {
    readings.push(member.userId)
    return answer()
  }),
)

const Team = () => (
  <RelatedList
    related={team}
    of={member}
    texts={{
      loading: "Loading the team…",
      empty: "No one in the team yet.",
      count: (count) => `${count} in the team`,
    }}
    rows={(value) => [...value.names].sort()}
  >
    {(names) => (
      <ul aria-label="Team">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    )}
  </RelatedList>
)

describe("K8: a related list in a tab (RelatedList)", () => {
  beforeEach(() => {
    readings.length = 0
  })

  it("says it is loading until the read answers, then shows the rows the value gives and how many", async () => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    answer = () => Effect.promise(() => gate).pipe(Effect.as({ names: ["Zoe", "Ana"] }))
    show(<Team />)
    expect((await screen.findByRole("status")).textContent).toBe("Loading the team…")
    expect(screen.queryByRole("list", { name: "Team" })).toBeNull()
    open()
    const list = await screen.findByRole("list", { name: "Team" })
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["Ana", "Zoe"])
    expect(screen.getByText("2 in the team")).toBeTruthy()
    expect(screen.queryByText("Loading the team…")).toBeNull()
    expect(readings).toEqual([10_001])
  })

  it("says the list is empty in the tab's words, with no rows", async () => {
    answer = () => Effect.succeed({ names: [] })
    show(<Team />)
    await screen.findByText("No one in the team yet.")
    expect(screen.queryByRole("list", { name: "Team" })).toBeNull()
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("shows a failed read with Try again, which reads again and shows the rows", async () => {
    answer = () => Effect.fail(appError({ message: "ERRORS.SERVER_FAILED", status: 500 }))
    show(<Team />)
    const retry = await screen.findByRole("button", { name: "Try again" })
    expect(screen.getByRole("alert")).toBeTruthy()
    expect(screen.queryByText("Loading the team…")).toBeNull()
    expect(readings).toEqual([10_001])
    answer = () => Effect.succeed({ names: ["Ana"] })
    fireEvent.click(retry)
    await screen.findByRole("list", { name: "Team" })
    expect(screen.getByText("1 in the team")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull()
    expect(readings).toEqual([10_001, 10_001])
  })
})

const Override = Schema.Struct({
  comment: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Say why the reward is earned." })),
  userRewardId: Schema.Int,
})

const sent: Array<unknown> = []
let refuse = false
const run = (input: typeof Override.Type) =>
  write(
    Effect.suspend(() => {
      sent.push(input)
      return refuse
        ? Effect.fail(appError({ message: "ERRORS.SERVER_FAILED", status: 409 }))
        : Effect.succeed(input.userRewardId)
    }),
    {
      refresh: notes.refresh(member),
      toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      redirect: () => undefined,
    },
  )

const Dialog = ({ done }: { readonly done: Array<number> }) => (
  <ActionDialog
    open
    onClose={() => done.push(0)}
    title="Set the reward to earned"
    confirmLabel="Set to earned"
    fields={[{ name: "comment", label: "Comment", kind: "text" }]}
    initial={{ comment: "" }}
    fixed={{ userRewardId: 77 }}
    schema={Override}
    fieldOfStatus={{ 409: "comment" }}
    run={run}
    onDone={(result) => done.push(result)}
  />
)

describe("K8: the action dialog", () => {
  beforeEach(() => {
    sent.length = 0
    refuse = false
  })

  it("checks the payload with the call's schema first, then sends it with the fixed fields and closes", async () => {
    const done: Array<number> = []
    show(<Dialog done={done} />)
    fireEvent.click(await screen.findByRole("button", { name: "Set to earned" }))
    await screen.findByText("Say why the reward is earned.")
    expect(sent).toEqual([])
    expect(document.activeElement).toBe(screen.getByLabelText("Comment"))
    fireEvent.change(screen.getByLabelText("Comment"), { target: { value: " Ran the marathon " } })
    // Enter in the field confirms as the button does.
    await act(async () => {
      fireEvent.submit(screen.getByLabelText("Comment"))
    })
    await waitFor(() => expect(done).toEqual([0, 77]))
    expect(sent).toEqual([{ comment: "Ran the marathon", userRewardId: 77 }])
  })

  it("stays open with what was typed when the write is refused, the refusal on its field", async () => {
    refuse = true
    const done: Array<number> = []
    show(<Dialog done={done} />)
    const comment = await screen.findByLabelText("Comment")
    fireEvent.change(comment, { target: { value: "Ran" } })
    fireEvent.click(screen.getByRole("button", { name: "Set to earned" }))
    await waitFor(() => expect(comment.getAttribute("aria-invalid")).toBe("true"))
    expect((comment as HTMLInputElement).value).toBe("Ran")
    expect(done).toEqual([])
    expect(sent).toHaveLength(1)
  })
})
