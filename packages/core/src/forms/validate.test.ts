import { expect, it } from "vitest"
import { MessageInput } from "../api/Messages.js"
import { validateWith } from "./validate.js"

const validateMessage = validateWith(MessageInput)
const valid = {
  messageId: " HYDRATION_TIP ",
  ownerEntityId: 1000,
  ownerTypeId: 1,
  name: "Drink water",
  body: "",
  channel: "push",
  eventId: null,
  eventActionId: null,
  isActive: true,
}

it("accepts a valid message and trims its id", () => {
  expect(validateMessage(valid)).toMatchObject({ ok: true, value: { messageId: "HYDRATION_TIP" } })
})

it.each([
  [{ messageId: "   " }, "messageId", "Enter a message id."],
  [{ messageId: "X".repeat(65) }, "messageId", "A message id has at most 64 characters."],
  [{ name: "" }, "name", "Enter a subject."],
])("refuses %o with a message on %s", (patch, field, message) => {
  const result = validateMessage({ ...valid, ...patch })
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.errors[field]).toBe(message)
})
