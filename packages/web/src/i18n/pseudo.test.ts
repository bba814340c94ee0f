import { describe, expect, it } from "vitest"
import { pseudoCatalogue, pseudoText } from "./pseudo.js"

describe("issue 39: the pseudo-locale", () => {
  it.each([
    ["Save", "⟦Šávé··⟧"],
    ["Signed in as {{name}}", "⟦Šígñéd íñ áš {{name}}·······⟧"],
    ["$t(kit.list.new) {{count}} items", "⟦$t(kit.list.new) {{count}} ítémš··········⟧"],
    ["", "⟦⟧"],
  ])("%j reads %j: accented, a third longer, marked; placeholders kept", (text, pseudo) => {
    expect(pseudoText(text)).toBe(pseudo)
  })

  it("makes every text of a catalogue pseudo, the legal pages' lists too, and leaves the original alone", () => {
    const catalogue = { shell: { ok: "OK", body: ["One", "Two"] } }
    expect(pseudoCatalogue(catalogue)).toEqual({ shell: { ok: "⟦ÓK·⟧", body: ["⟦Óñé·⟧", "⟦Twó·⟧"] } })
    expect(catalogue.shell.ok).toBe("OK")
  })
})
