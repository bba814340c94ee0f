import { ParseResult, Schema } from "effect"
import { FlowFormInput, FormVariable, VariableType } from "../../api/Flows.js"

const types = VariableType.literals

/** A form's variables as staff type them: one a line, `name: type`. */
export const variablesText = (variables: ReadonlyArray<FormVariable>) =>
  variables.map((v) => `${v.name}: ${v.type}`).join("\n")

/** The variables field of the form editor: each line read, and the first line that is not a variable named. */
const VariablesFromText = Schema.transformOrFail(Schema.String, Schema.Array(FormVariable), {
  strict: true,
  decode: (text, _, ast) => {
    const lines = text.split("\n").map((line) => line.trim())
    const variables: Array<FormVariable> = []
    for (const [index, line] of lines.entries()) {
      if (line === "") continue
      const [name = "", type = "", ...rest] = line.split(":").map((part) => part.trim())
      const known = types.find((t) => t === type)
      if (!known || rest.length > 0 || !Schema.is(FormVariable)({ name, type }))
        return ParseResult.fail(
          new ParseResult.Type(
            ast,
            text,
            `Line ${index + 1}: write name: type, the name in lower case (letters, digits, _) and the type one of ${types.join(", ")}.`,
          ),
        )
      variables.push({ name, type: known })
    }
    return ParseResult.succeed(variables)
  },
  encode: (variables) => ParseResult.succeed(variablesText(variables)),
})

/** What the form editor validates: the form's payload, with its variables typed as text. */
export const FormDraft = Schema.Struct({ ...FlowFormInput.fields, variables: VariablesFromText })
