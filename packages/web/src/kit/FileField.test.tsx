import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { REWARD_FILE } from "@wellkit/core"
import { useState } from "react"
import { afterEach, expect, it, vi } from "vitest"
import { type ChosenFile, FileField, type Sending } from "./FileField.js"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const Harness = ({ sending, changes }: { sending?: Sending; changes: Array<ChosenFile | undefined> }) => {
  const [file, setFile] = useState<ChosenFile>()
  return (
    <FileField
      name="rewardFile"
      label="Reward file"
      rules={REWARD_FILE}
      read="text"
      file={file}
      sending={sending}
      onChange={(chosen) => {
        changes.push(chosen)
        setFile(chosen)
      }}
    />
  )
}

const field = () => screen.getByLabelText<HTMLInputElement>("Reward file")
const choose = (file: File) => fireEvent.change(field(), { target: { files: [file] } })
const csv = (name: string, text: string, type = "text/csv") => new File([text], name, { type })

it("K10: the input is named by the field's label and says what it takes", () => {
  render(<Harness changes={[]} />)
  expect(field().type).toBe("file")
  expect(field().accept).toBe("text/csv,text/plain,.csv,.txt")
  expect(
    field()
      .getAttribute("aria-describedby")
      ?.split(" ")
      .map((id) => document.getElementById(id)?.textContent),
  ).toEqual(["A CSV or text file (.csv or .txt), at most 10 MB."])
})

it("K10: a file of the wrong type is refused before it is read; what was chosen stays", async () => {
  const changes: Array<ChosenFile | undefined> = []
  render(<Harness changes={changes} />)
  choose(csv("rewards-march.csv", "userId,points\n17,50\n"))
  await screen.findByText("rewards-march.csv")
  const reader = vi.fn()
  vi.stubGlobal("FileReader", reader)
  choose(csv("rewards.xlsx", "PK", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))
  expect(screen.getByRole("alert").textContent).toBe(
    "“rewards.xlsx” cannot be used here: choose a CSV or text file (.csv or .txt).",
  )
  expect(field().getAttribute("aria-invalid")).toBe("true")
  expect(reader).not.toHaveBeenCalled()
  expect(changes).toHaveLength(1)
  expect(screen.getByRole("status").textContent).toBe("Chosen: rewards-march.csv (20 bytes)")
})

it("K10: a good file is read as text, then shown and announced with its size; Clear empties it and keeps the focus on the field", async () => {
  const changes: Array<ChosenFile | undefined> = []
  render(<Harness changes={changes} />)
  choose(csv("rewards-march.csv", "userId,points\n17,50\n"))
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("Chosen: rewards-march.csv (20 bytes)"),
  )
  expect(changes).toEqual([
    { name: "rewards-march.csv", size: 20, type: "text/csv", content: "userId,points\n17,50\n" },
  ])
  fireEvent.click(screen.getByRole("button", { name: "Clear the choice" }))
  expect(changes.at(-1)).toBeUndefined()
  expect(screen.getByRole("status").textContent).toBe("")
  expect(document.activeElement).toBe(field())
})

/** A FileReader whose progress the test drives. */
class SlowReader {
  static last: SlowReader | undefined
  static readonly LOADING = 1
  readyState = 0
  result: string | null = null
  onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null = null
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    SlowReader.last = this
  }
  readAsText() {
    this.readyState = 1
  }
  abort() {
    this.onabort?.()
  }
}

it("K10: a large file shows how far its reading has got, in tens", async () => {
  vi.stubGlobal("FileReader", SlowReader)
  render(<Harness changes={[]} />)
  choose(csv("year.csv", "x".repeat(1000)))
  const reader = SlowReader.last
  if (!reader) throw new Error("no reading started")
  act(() => reader.onprogress?.({ lengthComputable: true, loaded: 437, total: 1000 }))
  expect(screen.getByRole("status").textContent).toBe("Reading year.csv… 40%")
  expect(screen.getByRole("progressbar", { name: "Reading progress" }).getAttribute("value")).toBe("40")
  await act(async () => {
    reader.result = "x".repeat(1000)
    reader.onload?.()
  })
  expect(screen.getByRole("status").textContent).toBe("Chosen: year.csv (1000 bytes)")
})

it("K10: a drop of one file chooses it; a drop of several says one at a time", async () => {
  render(<Harness changes={[]} />)
  const zone = screen.getByText("or drop it here")
  fireEvent.drop(zone, {
    dataTransfer: { files: [csv("a.csv", "a"), csv("b.csv", "b")], types: ["Files"] },
  })
  expect(screen.getByRole("alert").textContent).toBe("Drop one file at a time.")
  fireEvent.drop(zone, { dataTransfer: { files: [csv("dropped.csv", "userId,points\n")], types: ["Files"] } })
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Chosen: dropped.csv (14 bytes)"))
  expect(screen.queryByRole("alert")).toBeNull()
})

it("K10: while the caller sends, the choice is locked and the field says how it goes", () => {
  render(<Harness changes={[]} sending={{ label: "Sending year.csv: 2 of 5 parts", done: 2, total: 5 }} />)
  expect(field().disabled).toBe(true)
  expect(screen.getByRole("status").textContent).toBe("Sending year.csv: 2 of 5 parts")
  const bar = screen.getByRole("progressbar", { name: "Sending progress" })
  expect([bar.getAttribute("value"), bar.getAttribute("max")]).toEqual(["2", "5"])
})
