import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Schema } from "effect"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { expect, it } from "vitest"
import type { FormField } from "./FieldInput.js"
import { ResourceForm, valuesOf } from "./ResourceForm.js"

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
