import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  Duplicate,
  type Flow,
  type FlowForm,
  type FlowFormInput,
  type FlowInput,
  NotFound,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { inCatalogue } from "../kit/collection.js"
import { clientTexts, flowCollection, measureCatalogue, seedingStoredProcedures } from "../seed-flows.js"

type FormFields = Omit<FlowForm, "formId" | "flowId">

const missing = (what: string) => new NotFound({ message: `No such ${what}.` })
const clash = (name: string, tag: string) =>
  new Duplicate({ message: `A flow named “${name}” already has the tag “${tag}”.` })

/** Flows and their forms (K1: they belong to no organization): anyone signed in reads them, only staff change them. */
export const flowHandlers = (db: Db) => {
  type Request = Parameters<typeof inCatalogue>[1]
  const reading = <A, E>(request: Request, handle: () => Effect.Effect<A, E> | A) =>
    inCatalogue(db, request, "read", handle)
  const writing = <A, E>(request: Request, handle: () => Effect.Effect<A, E> | A) =>
    inCatalogue(db, request, "write", handle)
  const flows = () => flowCollection<Flow>(db, "flows.flows")
  const forms = () => flowCollection<FlowForm>(db, "flows.forms")
  const findFlow = (id: number) =>
    Effect.fromNullable(flows().items.find((flow) => flow.flowId === id)).pipe(
      Effect.mapError(() => missing("flow")),
    )
  const formsOf = (flowId: number) =>
    forms()
      .items.filter((form) => form.flowId === flowId)
      .sort((a, b) => a.step - b.step)
  const taken = (name: string, tag: string, except?: number) =>
    flows().items.some(
      (flow) =>
        flow.flowId !== except &&
        flow.name.toLowerCase() === name.toLowerCase() &&
        flow.tag.toLowerCase() === tag.toLowerCase(),
    )
  const now = () => new Date().toISOString()
  const saved = <A>(value: A) => {
    db.persist()
    return value
  }

  const insertFlow = (fields: Omit<Flow, "flowId" | "updatedAt">): Flow => {
    const collection = flows()
    const flow = { ...fields, flowId: collection.nextId++, updatedAt: now() } as Flow
    collection.items.push(flow)
    return flow
  }
  const insertForm = (flowId: number, fields: FormFields): FlowForm => {
    const collection = forms()
    const form = { ...fields, flowId, formId: collection.nextId++ } as FlowForm
    collection.items.push(form)
    return form
  }
  const fieldsOf = ({ flowId: _id, ...fields }: FlowInput) => fields

  /** What the server checks of a form that its schema cannot: pick-list ids exist, no variable is defined twice in a flow. */
  const refusal = (flowId: number, form: FlowFormInput, except?: number): BadRequest | undefined => {
    if (form.flowId !== flowId) return new BadRequest({ message: "The form names another flow." })
    if (form.clientTextId !== null && !clientTexts.some((t) => t.clientTextId === form.clientTextId))
      return new BadRequest({ message: `There is no client text ${form.clientTextId}.` })
    const procedure = form.seedingStoredProcedureId
    if (procedure !== null && !seedingStoredProcedures.some((p) => p.seedingStoredProcedureId === procedure))
      return new BadRequest({ message: `There is no seeding stored procedure ${procedure}.` })
    const functions = db.state.collections.userFunctions?.items ?? []
    if (form.formFunctionId !== null && !functions.some((f) => f.userFunctionId === form.formFunctionId))
      return new BadRequest({ message: `There is no user function ${form.formFunctionId}.` })
    for (const other of formsOf(flowId).filter((f) => f.formId !== except)) {
      const twice = other.variables.find((v) => form.variables.some((mine) => mine.name === v.name))
      if (twice)
        return new BadRequest({
          message: `The variable ${twice.name} is already defined by the form “${other.name}”.`,
        })
    }
    return undefined
  }

  return HttpApiBuilder.group(WellkitApi, "flows", (handlers) =>
    handlers
      .handle("list", ({ request }) =>
        // The contract's summary schema sends only a summary's fields.
        reading(request, () => flows().items),
      )
      .handle("get", ({ request, path }) =>
        reading(request, () => Effect.map(findFlow(path.id), (flow) => ({ flow }))),
      )
      .handle("create", ({ request, payload }) =>
        writing(request, () => {
          const fields = fieldsOf(payload.flow)
          if (taken(fields.name, fields.tag)) return Effect.fail(clash(fields.name, fields.tag))
          return Effect.succeed(saved({ flow: insertFlow(fields) }))
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        writing(request, () =>
          Effect.flatMap(findFlow(path.id), (flow) => {
            const fields = fieldsOf(payload.flow)
            if (taken(fields.name, fields.tag, flow.flowId))
              return Effect.fail(clash(fields.name, fields.tag))
            Object.assign(flow, fields, { updatedAt: now() })
            return Effect.succeed(saved({ flow }))
          }),
        ),
      )
      .handle("delete", ({ request, path }) =>
        writing(request, () =>
          Effect.map(findFlow(path.id), (flow) => {
            flows().items = flows().items.filter((other) => other !== flow)
            forms().items = forms().items.filter((form) => form.flowId !== flow.flowId)
            db.persist()
          }),
        ),
      )
      .handle("copy", ({ request, path, payload }) =>
        writing(request, () =>
          Effect.flatMap(findFlow(path.id), ({ flowId: _id, updatedAt: _at, ...source }) => {
            if (taken(source.name, payload.tag)) return Effect.fail(clash(source.name, payload.tag))
            const flow = insertFlow({ ...source, tag: payload.tag })
            for (const { formId: _f, flowId: _of, ...form } of formsOf(path.id)) insertForm(flow.flowId, form)
            return Effect.succeed(saved({ flow }))
          }),
        ),
      )
      .handle("import", ({ request, payload }) =>
        writing(request, (): Effect.Effect<{ flow: Flow }, Duplicate | BadRequest> => {
          const { name, tag } = payload.flow
          if (taken(name, tag)) return Effect.fail(clash(name, tag))
          // Checked as forms of a flow that does not exist yet (0): none is added unless all pass.
          const found = payload.forms
            .map((form) => refusal(0, { ...form, flowId: 0 as never }))
            .find((problem) => problem !== undefined)
          if (found) return Effect.fail(found)
          const flow = insertFlow(payload.flow)
          for (const form of payload.forms) insertForm(flow.flowId, form)
          return Effect.succeed(saved({ flow }))
        }),
      )
      .handle("measures", ({ request, path }) =>
        reading(request, () =>
          Effect.map(findFlow(path.id), (flow) => {
            const names = new Set(formsOf(flow.flowId).flatMap((form) => form.variables.map((v) => v.name)))
            return measureCatalogue.filter((measure) => names.has(measure.variableName))
          }),
        ),
      )
      .handle("variableDefinitions", ({ request, path }) =>
        reading(request, () =>
          Effect.map(findFlow(path.id), (flow) =>
            formsOf(flow.flowId).flatMap((form) =>
              form.variables.map((v) => ({ ...v, formId: form.formId, formName: form.name })),
            ),
          ),
        ),
      )
      .handle("formSummaries", ({ request, path }) =>
        reading(request, () => Effect.map(findFlow(path.id), (flow) => formsOf(flow.flowId))),
      )
      .handle("createForm", ({ request, path, payload }) =>
        writing(request, () =>
          Effect.flatMap(findFlow(path.id), (flow) => {
            const problem = refusal(flow.flowId, payload.form)
            if (problem) return Effect.fail(problem)
            const { formId: _id, flowId: _of, ...fields } = payload.form
            return Effect.succeed(saved({ form: insertForm(flow.flowId, fields) }))
          }),
        ),
      )
      .handle("updateForm", ({ request, path, payload }) =>
        writing(request, () =>
          Effect.flatMap(
            findFlow(path.id),
            (flow): Effect.Effect<{ form: FlowForm }, NotFound | BadRequest> => {
              const form = formsOf(flow.flowId).find((f) => f.formId === path.formId)
              if (!form) return Effect.fail(missing("form in this flow"))
              const problem = refusal(flow.flowId, payload.form, form.formId)
              if (problem) return Effect.fail(problem)
              const { formId: _id, flowId: _of, ...fields } = payload.form
              Object.assign(form, fields)
              return Effect.succeed(saved({ form }))
            },
          ),
        ),
      )
      .handle("clientTexts", ({ request }) => reading(request, () => clientTexts))
      .handle("seedingStoredProcedures", ({ request }) => reading(request, () => seedingStoredProcedures)),
  )
}
