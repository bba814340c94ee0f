import { HttpApi, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { EntityId } from "../api/ids.js"
import type { ApiClientShape } from "../http/ApiClient.js"
import { runtimeCache } from "./cache.js"
import { crudEndpoints, crudGroup, defineResource, mayWrite, type ResourceAction } from "./resource.js"
import { promiseEntry } from "./sdk.js"
import { resourceService } from "./service.js"

/**
 * K9: a contract says which writes its API has (`writes`); the group, the
 * OpenAPI document, the rules, the service and the Promise SDK follow that
 * one declaration. Foci (update only) are the area; a read-only list and the
 * default are proved here on contracts of their own.
 */
const NoteId = Schema.Int.pipe(Schema.positive(), Schema.brand("NoteId"))
const Note = Schema.Struct({ noteId: NoteId, entityId: EntityId, text: Schema.String })
const notes = {
  name: "notes",
  idField: "noteId",
  scopeField: "entityId",
  id: NoteId,
  item: Note,
  summary: Note,
  input: Note,
  errors: {
    list: { key: "ERRORS.GET_NOTES_FAILED" },
    save: { key: "ERRORS.SAVE_NOTE_FAILED" },
    delete: { key: "ERRORS.DELETE_NOTE_FAILED" },
  },
} as const
/** The contract with `writes`, or without it (the default) when undefined. */
const contractWith = <const W extends ReadonlyArray<ResourceAction>>(writes: W | undefined) =>
  (writes === undefined ? notes : { ...notes, writes }) as typeof notes & { readonly writes: W }

/** The operations of the document a contract with `writes` gives: "get /entities/{entityId}/notes", … */
const operationsOf = (writes: ReadonlyArray<ResourceAction> | undefined) => {
  const contract = contractWith(writes)
  const api = HttpApi.make("k9").add(crudGroup(contract, crudEndpoints(contract)))
  const { paths } = OpenApi.fromApi(api)
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} ${path}`),
  )
}

const serviceOf = <const W extends ReadonlyArray<ResourceAction>>(writes: W | undefined) => {
  const contract = contractWith(writes)
  const endpoints = crudEndpoints(contract)
  // One set of rules for every variant; an area's own has a redirect and a toast for each of its writes only.
  const rules = {
    listPath: "/noap/admin/notes",
    redirects: { create: { to: "detail" }, update: { to: "stay" }, delete: { to: "list" } },
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    },
  } as const
  const resource = defineResource({ ...contract, endpoints }, rules as never)
  // Never called: the test reads which verbs exist, not what they send.
  const clientOf = (client: ApiClientShape) => (client as unknown as { notes: never }).notes
  return {
    resource,
    service: resourceService(resource, runtimeCache<EntityId, ReadonlyArray<typeof Note.Type>>(), clientOf),
  }
}

describe("K9: a resource has the writes it declares, and only those", () => {
  it.each([
    [
      undefined,
      [
        "get /entities/{entityId}/notes",
        "post /entities/{entityId}/notes",
        "put /entities/{entityId}/notes/{id}",
        "delete /entities/{entityId}/notes/{id}",
      ],
    ],
    [["update"] as const, ["get /entities/{entityId}/notes", "put /entities/{entityId}/notes/{id}"]],
    [[] as const, ["get /entities/{entityId}/notes"]],
  ])("the group and its OpenAPI document: writes %j → %j", (writes, operations) => {
    expect(operationsOf(writes).sort()).toEqual([...operations].sort())
  })

  it("the service and the Promise SDK have save with create or update, remove with delete", () => {
    const all = serviceOf(undefined).service
    const updates = serviceOf(["update"] as const).service
    const reads = serviceOf([] as const).service
    expect(["save" in all, "remove" in all]).toEqual([true, true])
    expect(["save" in updates, "remove" in updates]).toEqual([true, false])
    expect(["save" in reads, "remove" in reads]).toEqual([false, false])
    // The types say the same: a verb that does not exist is not there to call.
    // @ts-expect-error an update-only resource has no remove
    updates.remove
    // @ts-expect-error a read-only resource has no save
    reads.save
    expect(typeof all.remove).toBe("function")

    const run = () => Promise.reject(new Error("not called"))
    const entry = promiseEntry(run, updates as never)
    expect(Object.keys(entry).sort()).toEqual(["get", "list", "reload", "save"])
    expect(Object.keys(promiseEntry(run, reads as never)).sort()).toEqual(["get", "list", "reload"])
  })

  it("ADM-1 without a rule: a present id means update; an update-only resource always updates, a create-only one never", () => {
    const note = { noteId: 3, entityId: 1000, text: "" }
    const { noteId: _, ...fresh } = note
    expect(serviceOf(undefined).resource.isUpdate(note as never)).toBe(true)
    expect(serviceOf(undefined).resource.isUpdate(fresh as never)).toBe(false)
    expect(serviceOf(["update"] as const).resource.isUpdate(fresh as never)).toBe(true)
    expect(serviceOf(["create"] as const).resource.isUpdate(note as never)).toBe(false)
  })

  it("mayWrite: all three when the resource says nothing", () => {
    expect(mayWrite({}, "delete")).toBe(true)
    expect(mayWrite({ writes: ["update"] }, "delete")).toBe(false)
    expect(mayWrite({ writes: [] }, "update")).toBe(false)
  })

  it("the group holds the declared calls only: the sandbox serves exactly these", () => {
    const contract = contractWith(["update"] as const)
    const group = crudGroup(contract, crudEndpoints(contract))
    expect(Object.keys(group.endpoints).sort()).toEqual(["list", "update"])
  })
})
