import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Schema } from "effect"
import { afterEach, expect, it } from "vitest"
import { CopyDialog } from "./CopyDialog.js"

afterEach(cleanup)

const Copy = Schema.Struct({
  tag: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter a tag." })),
})
const texts = { title: "Copy the flow", body: "Under a new tag.", confirm: "Copy" }

const open = (errors?: Readonly<Record<string, string>>) => {
  const confirmed: Array<unknown> = []
  const dialog = (
    <CopyDialog
      open
      busy={false}
      inputs={[{ name: "tag", label: "Tag of the copy" }]}
      schema={Copy}
      texts={texts}
      onClose={() => {}}
      onConfirm={(value) => confirmed.push(value)}
      {...(errors ? { errors } : {})}
    />
  )
  return { confirmed, ...render(dialog) }
}

it("K4: a copy's inputs are checked by the copy call's schema before anything is confirmed", async () => {
  const { confirmed } = open()
  fireEvent.click(screen.getByRole("button", { name: "Copy" }))
  await screen.findByText("Enter a tag.")
  expect(confirmed).toEqual([])
  const tag = screen.getByLabelText("Tag of the copy")
  fireEvent.change(tag, { target: { value: "  2027 " } })
  expect(screen.queryByText("Enter a tag.")).toBeNull()
  // Enter in the field confirms, as the button does, with what the schema decoded.
  fireEvent.submit(tag)
  await waitFor(() => expect(confirmed).toEqual([{ tag: "2027" }]))
})

it("K4: a refusal that concerns an input is shown on it", async () => {
  open({ tag: "A flow with this name already has this tag." })
  const tag = await screen.findByLabelText("Tag of the copy")
  expect(tag.getAttribute("aria-invalid")).toBe("true")
  expect(screen.getByText("A flow with this name already has this tag.")).toBeTruthy()
})

it("a copy to another organization still offers the organizations", async () => {
  const targets: Array<number> = []
  render(
    <CopyDialog
      open
      busy={false}
      entities={[{ id: 1002, name: "Acme East" } as never]}
      texts={{ ...texts, target: "Copy to" }}
      onClose={() => {}}
      onConfirm={(target) => targets.push(target)}
    />,
  )
  fireEvent.click(await screen.findByRole("button", { name: "Copy" }))
  expect(targets).toEqual([1002])
})
