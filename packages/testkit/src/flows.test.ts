import type { FlowFormInput, FlowId, FlowInput, FormId } from "@wellkit/core"
import { AppError, Flows } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const screening = 3 as FlowId
let env: ReturnType<typeof inProcessSandbox>
let calls: Array<string>

beforeEach(async () => {
  env = inProcessSandbox()
  calls = env.sandbox.requests
  await env.loginAs("staff@wellkit.test")
  calls.length = 0
})
afterEach(() => env.close())

const flow = (overrides: Partial<FlowInput> = {}): FlowInput => ({
  name: "Sleep check",
  tag: "2026",
  description: "Two minutes on last week's nights.",
  isActive: false,
  ...overrides,
})
const form = (overrides: Partial<FlowFormInput> = {}): FlowFormInput =>
  ({
    flowId: screening,
    name: "Follow-up",
    step: 3,
    clientTextId: 3,
    seedingStoredProcedureId: null,
    formFunctionId: null,
    variables: [{ name: "weight_kg", type: "number" }],
    ...overrides,
  }) as FlowFormInput
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("it should have failed"),
    (error: unknown) => (error instanceof AppError ? error : expect.unreachable(String(error))),
  )

describe("flows against the sandbox", () => {
  it("K1: flows belong to nobody: one list, fetched once, no organization in the path", async () => {
    const flows = await env.client.flows.list()
    await env.client.flows.list()
    expect(flows.map((f) => `${f.name} ${f.tag}`)).toContain("Biometric screening 2026")
    expect(calls).toEqual(["GET /flows"])
  })

  it("ADM-1, ADM-2, ADM-3: flowId 0 creates (POST) and opens the flow in place of new; a positive one updates (PUT); the list is fetched after each", async () => {
    await env.client.flows.list()
    const created = await env.client.run(Flows.save({ flow: flow({ flowId: 0 }) }))
    const id = created.result.flow.flowId
    expect(created.redirect).toEqual({
      path: "/noap/admin/flows",
      params: { flowId: String(id) },
      replace: true,
    })
    const updated = await env.client.run(Flows.save({ flow: flow({ flowId: id, isActive: true }) }))
    expect(updated.result.flow).toMatchObject({ flowId: id, isActive: true })
    expect(calls).toEqual(["GET /flows", "POST /flows", "GET /flows", `PUT /flows/${id}`, "GET /flows"])
    expect((await env.client.flows.list()).filter((f) => f.name === "Sleep check")).toHaveLength(1)
  })

  it("ADM-4: saving a form reads the flow's variable definitions again, once, and its forms (ADM-3) and measures", async () => {
    expect((await env.client.flows.measures(screening)).map((m) => m.name)).not.toContain("Weight")
    await env.client.flows.variableDefinitions(screening)
    await env.client.flows.forms(screening)
    calls.length = 0
    const saved = await env.client.run(Flows.saveForm({ form: form() }))
    expect(saved.toast.message).toBe("SUCCESS.CHANGES_SAVED")
    expect(saved.redirect).toBeUndefined()
    expect(calls.filter((c) => c === "GET /flows/3/variableDefinitions")).toHaveLength(1)
    expect([...calls].sort()).toEqual(
      [
        "POST /flows/3/forms",
        "GET /flows/3/forms",
        "GET /flows/3/variableDefinitions",
        "GET /flows/3/measures",
      ].sort(),
    )
    // What the caches now hold is the new truth, without asking again.
    calls.length = 0
    expect((await env.client.flows.variableDefinitions(screening)).map((v) => v.name)).toContain("weight_kg")
    expect((await env.client.flows.measures(screening)).map((m) => m.name)).toContain("Weight")
    expect(calls).toEqual([])
  })

  it("ADM-1, ADM-4: a positive formId updates (PUT), and the variable definitions are read again once", async () => {
    const [first] = await env.client.flows.forms(screening)
    if (!first) return expect.unreachable("the screening flow has forms")
    calls.length = 0
    await env.client.flows.saveForm({
      form: { ...first, variables: [{ name: "screening_date", type: "date" }] },
    })
    expect(calls[0]).toBe(`PUT /flows/3/forms/${first.formId}`)
    expect(calls.filter((c) => c.endsWith("/variableDefinitions"))).toEqual([
      "GET /flows/3/variableDefinitions",
    ])
  })

  it("ADM-4 when the outcome is unknown: a form save that fails with a 500 still reads the variable definitions again", async () => {
    env.sandbox.faults.set({ endpoint: "flows.createForm", status: 500, times: 1 })
    const error = await failure(env.client.flows.saveForm({ form: form() }))
    expect(error.message).toBe("ERRORS.SAVE_FORM_FAILED")
    expect(calls.filter((c) => c.endsWith("/variableDefinitions"))).toHaveLength(1)
  })

  it("a variable another form of the flow defines is refused in the server's words", async () => {
    const error = await failure(
      env.client.flows.saveForm({ form: form({ variables: [{ name: "waist_cm", type: "number" }] }) }),
    )
    expect(error.status).toBe(400)
    expect(error.additionalMessage).toContain("waist_cm is already defined by the form “Measurements”")
  })

  it("K4, ADM-2, ADM-3, ERR-6: a copy takes a tag, keeps the forms, goes to the list, which is fetched again", async () => {
    await env.client.flows.list()
    calls.length = 0
    const copied = await env.client.run(Flows.copy(screening, { tag: "2027" }))
    expect(copied.toast.message).toBe("SUCCESS.FLOW_COPIED")
    expect(copied.redirect).toEqual({ path: "/noap/admin/flows", params: {}, replace: false })
    expect(calls).toEqual(["POST /flows/3/copy", "GET /flows"])
    const forms = await env.client.flows.forms(copied.result.flow.flowId)
    expect(forms.map((f) => f.name)).toEqual(["Screening appointment", "Measurements"])
  })

  it("a copy under a tag the flow's name already has is a 302 in the area's words (FLOW_TAG_EXISTS)", async () => {
    const error = await failure(env.client.flows.copy(screening, { tag: "2026" }))
    expect(error).toMatchObject({ status: 302, message: "ERRORS.FLOW_TAG_EXISTS" })
  })

  it("ADM-2, ADM-3, ERR-6: delete goes to the list, fetched again, and takes the flow's forms with it", async () => {
    const removed = await env.client.run(Flows.remove("nobody", screening))
    expect(removed.toast.message).toBe("SUCCESS.FLOW_DELETED")
    expect(removed.redirect).toEqual({ path: "/noap/admin/flows", params: {}, replace: true })
    expect(calls).toEqual(["DELETE /flows/3", "GET /flows"])
    expect((await failure(env.client.flows.get(screening))).status).toBe(404)
  })

  it("ADM-3: an import is one call; the list is fetched again and the flow opens", async () => {
    const checked = Flows.readFlowFile(
      JSON.stringify({
        format: "wellkit-flow",
        version: 1,
        flow: flow(),
        forms: [{ ...form(), flowId: undefined, step: 1, clientTextId: null }],
      }),
    )
    if (!checked.ok) return expect.unreachable(checked.problems.join("; "))
    const imported = await env.client.run(Flows.importFlow(checked.file))
    expect(calls).toEqual(["POST /flows/import", "GET /flows"])
    expect(imported.redirect?.params).toEqual({ flowId: String(imported.result.flow.flowId) })
    expect(await env.client.flows.variableDefinitions(imported.result.flow.flowId)).toEqual([
      { name: "weight_kg", type: "number", formId: expect.any(Number), formName: "Follow-up" },
    ])
  })

  it("an import naming a client text that does not exist is refused whole: no flow is left half made", async () => {
    const file = {
      format: "wellkit-flow",
      version: 1,
      flow: flow(),
      forms: [{ ...form({ clientTextId: 99 as never }), flowId: undefined, step: 1 }],
    } as const
    const checked = Flows.readFlowFile(JSON.stringify(file))
    if (!checked.ok) return expect.unreachable(checked.problems.join("; "))
    const error = await failure(env.client.flows.importFlow(checked.file))
    expect(error).toMatchObject({ status: 400, message: "ERRORS.IMPORT_FLOW_FAILED" })
    expect((await env.client.flows.reload()).some((f) => f.name === "Sleep check")).toBe(false)
  })

  it("the pick lists of the form editor are the platform's; its functions are the user functions' one catalog", async () => {
    expect((await env.client.flows.clientTexts()).length).toBeGreaterThan(0)
    expect((await env.client.flows.seedingStoredProcedures()).map((p) => p.name)).toContain(
      "usp_SeedFromLastHra",
    )
    expect((await env.client.userFunctions.list()).map((f) => f.code)).toContain("BIOMETRIC_SCREENING")
    expect(env.sandbox.requests.filter((call) => call.endsWith("/formFunctions"))).toEqual([])
  })

  it("K1: an organization's admin reads the flows but cannot change them", async () => {
    await env.client.session.logout()
    await env.loginAs("admin@acme.test")
    expect((await env.client.flows.list()).length).toBeGreaterThan(0)
    expect((await failure(env.client.flows.copy(screening, { tag: "2027" }))).status).toBe(404)
    expect((await failure(env.client.flows.saveForm({ form: form() }))).status).toBe(404)
  })

  it("ERR-5: each call fails in its own words", async () => {
    const cases = [
      ["flows.list", () => env.client.flows.reload(), "ERRORS.GET_FLOWS_FAILED"],
      ["flows.get", () => env.client.flows.get(screening), "ERRORS.GET_FLOW_FAILED"],
      ["flows.measures", () => env.client.flows.measures(screening), "ERRORS.GET_FLOW_MEASURES_FAILED"],
      [
        "flows.variableDefinitions",
        () => env.client.flows.variableDefinitions(screening),
        "ERRORS.GET_VARIABLE_DEFINITIONS_FAILED",
      ],
      ["flows.formSummaries", () => env.client.flows.forms(screening), "ERRORS.GET_FORMS_FAILED"],
      ["flows.clientTexts", () => env.client.flows.clientTexts(), "ERRORS.GET_CLIENT_TEXTS_FAILED"],
      [
        "flows.seedingStoredProcedures",
        () => env.client.flows.seedingStoredProcedures(),
        "ERRORS.GET_SEEDING_STORED_PROCEDURES_FAILED",
      ],
      [
        "flows.updateForm",
        () => env.client.flows.saveForm({ form: form({ formId: 1 as FormId }) }),
        "ERRORS.SAVE_FORM_FAILED",
      ],
    ] as const
    for (const [endpoint, run, key] of cases) {
      env.sandbox.faults.set({ endpoint, status: 503, times: 1 })
      expect((await failure(run())).message, endpoint).toBe(key)
    }
  })
})
