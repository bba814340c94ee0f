import { Either, ParseResult, Schema } from "effect"
import { type Flow, type FlowFile, FlowFile as FlowFileSchema, type FlowForm } from "../../api/Flows.js"
import type { FileRules } from "../../forms/file.js"

/** A flow file read in the browser: the file, or every problem with it, each saying where. */
export type FlowFileCheck =
  | { readonly ok: true; readonly file: FlowFile }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> }

/** Bigger than any real flow: a file this size is not a flow export. */
export const FLOW_FILE_LIMIT = 1024 * 1024

/** K10: a flow export file chosen in the portal, refused before it is read when it cannot be one. */
export const FLOW_FILE: FileRules = {
  maxBytes: FLOW_FILE_LIMIT,
  types: ["application/json"],
  extensions: [".json"],
  described: "a flow export file (.json)",
}

/** "forms #2 › variables #1 › name": where a problem is, counted from 1 as a person counts. */
const where = (path: ReadonlyArray<PropertyKey>) =>
  path.map((key) => (typeof key === "number" ? `#${key + 1}` : String(key))).join(" › ")

/**
 * Checks a flow export file (docs/flows.md) before anything is sent: JSON, then the same
 * schema the import call declares, with every problem listed, not just the first.
 */
export const readFlowFile = (text: string): FlowFileCheck => {
  if (text.length > FLOW_FILE_LIMIT) return { ok: false, problems: ["The file is larger than 1 MB."] }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problems: ["The file is not JSON."] }
  }
  const decoded = Schema.decodeUnknownEither(FlowFileSchema, { errors: "all" })(json)
  if (Either.isRight(decoded)) return { ok: true, file: decoded.right }
  const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  return {
    ok: false,
    problems: issues.map((issue) =>
      issue.path.length ? `${where(issue.path)}: ${issue.message}` : issue.message,
    ),
  }
}

/** A flow and its forms as an export file: what `readFlowFile` reads back. */
export const toFlowFile = (flow: Flow, forms: ReadonlyArray<FlowForm>): FlowFile => ({
  format: "wellkit-flow",
  version: 1,
  flow: { name: flow.name, tag: flow.tag, description: flow.description, isActive: flow.isActive },
  forms: forms.map(({ formId: _id, flowId: _flow, ...form }) => form),
})
