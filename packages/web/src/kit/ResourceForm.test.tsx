import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Schema } from "effect"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, expect, it } from "vitest"
import type { FormField } from "./FieldInput.js"
import { ResourceForm, valuesOf } from "./ResourceForm.js"

afterEach(cleanup)

const Input = Schema.Struct({ emailAddress: Schema.String, userId: Schema.Number })
const fields: ReadonlyArray<FormField> = [
  { name: "emailAddress", label: "E-mail address", kind: "email" },
  {
    name: "isVerified",
    label: "Verified",
    kind: "readonly",
    format: (value) => (value === true ? "Yes" : "Not yet"),
  },
]

it("an e-mail field is an e-mail input; a read-only field shows its words and is never sent", async () => {
  const sent: Array<unknown> = []
  const form = (
    <ResourceForm
      fields={fields}
      initial={valuesOf(fields, { emailAddress: "ada@acme.test", isVerified: true })}
      schema={Input}
      fixed={{ userId: 7 }}
      busy={false}
      onSubmit={async (input) => {
        sent.push(input)
        return {}
      }}
    />
  )
  const router = createMemoryRouter([{ path: "/", element: form }])
  render(<RouterProvider router={router} />)
  const email = screen.getByLabelText<HTMLInputElement>("E-mail address")
  expect(email.type).toBe("email")
  const verified = screen.getByLabelText<HTMLInputElement>("Verified")
  expect(verified.readOnly).toBe(true)
  expect(verified.value).toBe("Yes")
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(sent).toEqual([{ emailAddress: "ada@acme.test", userId: 7 }]))
})

const Post = Schema.Struct({ title: Schema.NonEmptyTrimmedString, imageUrl: Schema.NullOr(Schema.String) })
const postFields: ReadonlyArray<FormField> = [
  { name: "title", label: "Title", kind: "text" },
  {
    name: "imageUrl",
    label: "Picture",
    kind: "custom",
    blankAsNull: true,
    render: ({ name, label, value, onChange }) => (
      <button type="button" name={name} onClick={() => onChange(value ? "" : "https://x.test/a.png")}>
        {value ? `Remove ${label}` : `Choose ${label}`}
      </button>
    ),
  },
]

const postForm = (sent: Array<unknown>, serverErrors: Record<string, string> = {}, saved = false) => {
  const form = (
    <ResourceForm
      saved={saved}
      fields={postFields}
      initial={valuesOf(postFields, { title: "Walk and talk", imageUrl: null })}
      schema={Post}
      fixed={{}}
      busy={false}
      onSubmit={async (input) => {
        sent.push(input)
        return serverErrors
      }}
    />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: form }])} />)
}

it("an area's own control is a custom field: rendered with its value, sent through the form, blank as null", async () => {
  const sent: Array<unknown> = []
  postForm(sent)
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(sent).toEqual([{ title: "Walk and talk", imageUrl: null }]))
  fireEvent.click(screen.getByRole("button", { name: "Choose Picture" }))
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(sent[1]).toEqual({ title: "Walk and talk", imageUrl: "https://x.test/a.png" }))
})

it("a field's complaint goes once the person changes it, and comes back only on the next save", async () => {
  const sent: Array<unknown> = []
  postForm(sent, { title: "A post with this title exists." })
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await screen.findByText("A post with this title exists.")
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Walk, then talk" } })
  expect(screen.queryByText("A post with this title exists.")).toBeNull()
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await screen.findByText("A post with this title exists.")
})

it("several ids of a pick list are sent as numbers, in the list's order; several words stay words", async () => {
  const sent: Array<unknown> = []
  const Chosen = Schema.Struct({
    measureIds: Schema.Array(Schema.Number),
    tags: Schema.Array(Schema.String),
  })
  const options = [
    { value: 1, label: "Weight" },
    { value: 8, label: "Sleep" },
    { value: 9, label: "Activity" },
  ]
  const several: ReadonlyArray<FormField> = [
    { name: "measureIds", label: "Measures", kind: "several", numeric: true, options },
    { name: "tags", label: "Tags", kind: "several", options: [{ value: "8", label: "Eight" }] },
  ]
  const form = (
    <ResourceForm
      fields={several}
      initial={valuesOf(several, { measureIds: [9], tags: ["8"] })}
      schema={Chosen}
      fixed={{}}
      busy={false}
      onSubmit={async (input) => {
        sent.push(input)
        return {}
      }}
    />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: form }])} />)
  fireEvent.click(screen.getByRole("checkbox", { name: "Weight" }))
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(sent).toEqual([{ measureIds: [1, 9], tags: ["8"] }]))
})

it("a saved record with nothing changed is still sent (the spec's toast follows every save), and the person is told nothing had changed", async () => {
  const sent: Array<unknown> = []
  postForm(sent, {}, true)
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await screen.findByText("Nothing had changed since the last save.")
  await waitFor(() => expect(sent).toEqual([{ title: "Walk and talk", imageUrl: null }]))
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Walk, then talk" } })
  expect(screen.queryByText(/Nothing had changed/)).toBeNull()
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(sent[1]).toEqual({ title: "Walk, then talk", imageUrl: null }))
  expect(screen.queryByText(/Nothing had changed/)).toBeNull()
})

it("issue 40.1: an HTML field's preview is outside the form that edits it, so nothing the HTML holds is the form's", async () => {
  const Body = Schema.Struct({ body: Schema.String })
  const htmlFields: ReadonlyArray<FormField> = [
    { name: "body", label: "Body", kind: "html", previewLabel: "Preview, as members will see it" },
  ]
  const form = (
    <ResourceForm
      fields={htmlFields}
      initial={{ body: "<p>Hello</p>" }}
      schema={Body}
      fixed={{}}
      busy={false}
      label="The post"
      onSubmit={async () => ({})}
    />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: form }])} />)
  fireEvent.change(screen.getByLabelText("Body"), { target: { value: "<p>Changed</p><p>More</p>" } })
  const preview = screen.getByRole("region", { name: "Preview, as members will see it" })
  await waitFor(() => expect(preview.textContent).toContain("Changed"))
  expect(preview.closest("form")).toBeNull()
  expect(screen.getByRole("form", { name: "The post" }).contains(preview)).toBe(false)
})
