import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { Flow, FlowForm } from "../../api/Flows.js"
import { readFlowFile, toFlowFile } from "./flow-file.js"
import { FormDraft, variablesText } from "./form-draft.js"

const good = {
  format: "wellkit-flow",
  version: 1,
  flow: { name: "Sleep check", tag: "2026", description: "", isActive: false },
  forms: [
    {
      name: "Your nights",
      step: 1,
      clientTextId: 4,
      seedingStoredProcedureId: null,
      formFunctionId: null,
      variables: [{ name: "sleep_hours", type: "number" }],
    },
  ],
}
const text = (value: unknown) => JSON.stringify(value)

describe("a flow export file is checked in the browser before anything is sent", () => {
  it("a good file is read as it is", () => {
    expect(readFlowFile(text(good))).toEqual({ ok: true, file: good })
  })

  it.each([
    ["not JSON", "{ nope", ["The file is not JSON."]],
    ["too big", " ".repeat(1024 * 1024 + 1), ["The file is larger than 1 MB."]],
    ["another format", text({ ...good, format: "csv" }), ['format: Expected "wellkit-flow", actual "csv"']],
    [
      "a nameless flow and a bad variable",
      text({
        ...good,
        flow: { ...good.flow, name: " " },
        forms: [{ ...good.forms[0], step: 0, variables: [{ name: "Sleep Hours", type: "number" }] }],
      }),
      [
        "flow › name: Enter a name.",
        "forms › #1 › step: Enter the step, a whole number from 1 to 99.",
        "forms › #1 › variables › #1 › name: A variable name starts with a letter and has only lower-case letters, digits and _ (at most 40).",
      ],
    ],
    [
      "two forms at one step, one variable twice",
      text({ ...good, forms: [good.forms[0], { ...good.forms[0], name: "Again" }] }),
      ["forms: Two forms have step 1.", "forms: The variable sleep_hours is defined twice."],
    ],
  ])("%s: every problem is listed, each saying where", (_, file, problems) => {
    expect(readFlowFile(file)).toEqual({ ok: false, problems })
  })

  it("an exported flow reads back as the same file", () => {
    const flow = { ...good.flow, flowId: 4, updatedAt: "2026-01-05T09:00:00.000Z" } as unknown as Flow
    const forms = good.forms.map((form) => ({ ...form, formId: 9, flowId: 4 })) as unknown as Array<FlowForm>
    expect(readFlowFile(text(toFlowFile(flow, forms)))).toEqual({ ok: true, file: good })
  })
})

describe("the form editor types variables as text, one a line", () => {
  const draft = (variables: string) =>
    Schema.decodeUnknownEither(FormDraft)({
      flowId: 1,
      name: "About you",
      step: 2,
      clientTextId: null,
      seedingStoredProcedureId: null,
      formFunctionId: null,
      variables,
    })

  it("blank lines and spaces are ignored; each line is a variable", () => {
    expect(Either.getOrThrow(draft("height_cm: number\n\n  smoker:yesNo ")).variables).toEqual([
      { name: "height_cm", type: "number" },
      { name: "smoker", type: "yesNo" },
    ])
  })

  it.each(["height_cm", "Height: number", "height_cm: integer", "a: text: date"])(
    "%j names the line that is not a variable",
    (line) => {
      const result = draft(`weight_kg: number\n${line}`)
      expect(Either.isLeft(result) && result.left.message).toContain("Line 2: write name: type")
    },
  )

  it("what it reads is written back the same", () => {
    expect(
      variablesText([
        { name: "sleep_hours", type: "number" },
        { name: "nap", type: "yesNo" },
      ]),
    ).toBe("sleep_hours: number\nnap: yesNo")
  })
})
