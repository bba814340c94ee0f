import { describe, expect, it } from "vitest"
import { queueCommand } from "./bulk-keys.js"

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target,
  ...modifiers,
})
const element = (html: string) => {
  const holder = document.createElement("div")
  holder.innerHTML = html
  return holder.firstElementChild as HTMLElement
}

describe("the review queue's shortcuts", () => {
  it.each([
    ["j", { kind: "move", to: "next" }],
    ["ArrowDown", { kind: "move", to: "next" }],
    ["k", { kind: "move", to: "previous" }],
    ["Home", { kind: "move", to: "first" }],
    ["x", { kind: "toggle" }],
    ["a", { kind: "action", key: "a" }],
    ["R", { kind: "action", key: "r" }],
    ["q", undefined],
  ])("%s → %o", (key, command) => {
    expect(queueCommand(press(key), ["a", "r"])).toEqual(command)
  })

  it.each([
    '<input type="text">',
    '<input type="search">',
    "<textarea></textarea>",
    "<select></select>",
    '<div contenteditable="true"></div>',
  ])("never takes a key typed into %s", (html) => {
    const field = element(html)
    // jsdom does not compute isContentEditable: what a browser says for contenteditable.
    if (field.hasAttribute("contenteditable"))
      Object.defineProperty(field, "isContentEditable", { value: true })
    expect(queueCommand(press("a", field), ["a"])).toBeUndefined()
    expect(queueCommand(press("j", field), ["a"])).toBeUndefined()
  })

  it("works from the queue's checkboxes, and leaves keys with Ctrl, Alt or Meta alone", () => {
    expect(queueCommand(press("a", element('<input type="checkbox">')), ["a"])).toEqual({
      kind: "action",
      key: "a",
    })
    for (const modifier of ["ctrlKey", "altKey", "metaKey"])
      expect(queueCommand(press("a", document.body, { [modifier]: true }), ["a"])).toBeUndefined()
  })
})
