import { describe, expect, it } from "vitest"
import type { SyncRequest, SyncStatus } from "../../api/Content.js"
import { mayDelete, notDeletable, picksByOrganization, syncRequestProblems } from "./rules.js"

describe("which syncs may be deleted (ours)", () => {
  it.each<[SyncStatus, boolean]>([
    ["queued", true],
    ["running", false],
    ["completed", false],
    ["failed", false],
  ])("a %s sync may be deleted: %s", (status, allowed) => {
    expect(mayDelete(status)).toBe(allowed)
  })

  it("the refusal is a sentence naming the sync and its status", () => {
    expect(notDeletable({ batchId: "sync-1040", status: "running" })).toBe(
      "Sync sync-1040 is running: only a queued sync can be deleted.",
    )
  })
})

describe("CLI-4: what a sync request needs before it is sent", () => {
  it.each<[Partial<SyncRequest>, ReturnType<typeof syncRequestProblems>]>([
    [{}, { environmentId: "contentSync.form.needEnvironment", contentTypeId: "contentSync.form.needType" }],
    [{ environmentId: "staging" }, { contentTypeId: "contentSync.form.needType" }],
    [{ contentTypeId: "programs" }, { environmentId: "contentSync.form.needEnvironment" }],
    [{ environmentId: "staging", contentTypeId: "programs" }, {}],
    [{ environmentId: "staging", contentTypeId: "programs", syncTypeId: "full" }, {}],
    [
      { syncTypeId: "selected" },
      {
        environmentId: "contentSync.form.needEnvironment",
        contentTypeId: "contentSync.form.needType",
        itemIds: "contentSync.form.needItems",
      },
    ],
    [
      { environmentId: "staging", contentTypeId: "programs", syncTypeId: "selected", itemIds: [] },
      { itemIds: "contentSync.form.needItems" },
    ],
    [
      {
        environmentId: "staging",
        contentTypeId: "programs",
        syncTypeId: "selected",
        itemIds: ["prog-sleep"],
      },
      {},
    ],
  ])("%j lacks, all at once: %j", (request, problems) => {
    expect(syncRequestProblems(request)).toEqual(problems)
  })

  it.each([
    ["messages", true],
    ["programs", false],
    [undefined, false],
  ])("items of %s are picked by organization: %s", (type, byOrganization) => {
    expect(picksByOrganization(type)).toBe(byOrganization)
  })
})
