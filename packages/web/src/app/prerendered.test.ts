import { afterEach, describe, expect, it } from "vitest"
import { dropPrerendered, isPrerendered, typedBefore } from "./prerendered.js"

const page = (typed: { readonly username?: string; readonly password?: string }) => {
  document.body.innerHTML = `
    <div id="prerendered"><form><input name="username"><input name="password" type="password"></form></div>
    <div id="root"><form><input name="username"><input name="password" type="password"></form></div>`
  const picture = document.getElementById("prerendered") as HTMLElement
  for (const [name, value] of Object.entries(typed)) {
    const input = picture.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement
    input.value = value
  }
  return picture
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the build-time sign-in page", () => {
  it("gives what was typed into it, and nothing once it has gone", () => {
    page({ username: "admin@acme.test" })
    expect(isPrerendered()).toBe(true)
    expect(typedBefore("username")).toBe("admin@acme.test")
    expect(typedBefore("password")).toBe("")
    dropPrerendered()
    expect(isPrerendered()).toBe(false)
    expect(typedBefore("username")).toBe("")
  })

  it("hands the focus to the same field of the app's page when it goes", () => {
    const picture = page({ password: "secret" })
    picture.querySelector<HTMLInputElement>('input[name="password"]')?.focus()
    dropPrerendered()
    expect(document.activeElement).toBe(document.querySelector('#root input[name="password"]'))
  })

  it("leaves the focus alone when it was elsewhere, and does nothing when there is no picture", () => {
    page({})
    const field = document.querySelector<HTMLInputElement>('#root input[name="username"]') as HTMLInputElement
    field.focus()
    dropPrerendered()
    expect(document.activeElement).toBe(field)
    expect(() => dropPrerendered()).not.toThrow()
  })
})
