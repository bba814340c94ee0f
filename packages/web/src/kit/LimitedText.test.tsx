import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, expect, it } from "vitest"
import { LimitedText } from "./LimitedText.js"

const Title = ({ initial = "" }: { readonly initial?: string }) => {
  const [value, setValue] = useState(initial)
  return <LimitedText name="title" label="Title" max={10} value={value} onChange={setValue} />
}

afterEach(cleanup)

/** What shows under the field, and what a screen reader is told as it changes. */
const shown = () => document.querySelector("[aria-hidden='true']")?.textContent
const announced = () => document.querySelector("[aria-live]")?.textContent

const paste = (text: string) => {
  const field = screen.getByLabelText("Title") as HTMLInputElement
  fireEvent.paste(field, { clipboardData: { getData: () => text } })
  // What the browser keeps of it: as much as fits under maxLength.
  const room = field.maxLength - field.value.length
  fireEvent.change(field, { target: { value: field.value + text.slice(0, room) } })
}

it("issue 40: the limit and what is used are read with the field before anything is typed", () => {
  render(<Title initial="Walk" />)
  expect(shown()).toBe("4 of 10 characters.")
  expect((screen.getByLabelText("Title") as HTMLInputElement).maxLength).toBe(10)
  // The field's own description stays its hint and its error: none here.
  expect(screen.getByLabelText("Title").getAttribute("aria-describedby")).toBeNull()
})

it("issue 40: a paste longer than the room left says how much was left out, never silently", () => {
  render(<Title initial="Walk" />)
  paste("ing meetings that work")
  const said = "What you pasted was 22 characters: only the first 6 fit, and the rest was left out."
  expect(shown()).toBe(`10 of 10 characters. ${said}`)
  expect(announced()).toBe(said)
})

it("issue 40: reaching the limit by typing says so; a paste that fits says nothing more", () => {
  render(<Title />)
  paste("0123456789")
  expect(shown()).toBe("10 of 10 characters. That is the most this field takes.")
  expect(announced()).toBe("That is the most this field takes.")
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "01234" } })
  expect([shown(), announced()]).toEqual(["5 of 10 characters.", ""])
})
