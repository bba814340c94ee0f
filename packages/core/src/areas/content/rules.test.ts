import { describe, expect, it } from "vitest"
import type { SyncRequest, SyncStatus } from "../../api/Content.js"
import { mayDelete, notDeletable, picksByOrganisation, syncRequestProblem } from "./rules.js"

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
  it.each<[Partial<SyncRequest>, string | undefined]>([
    [{}, "contentSync.form.needEnvironment"],
    [{ environmentId: "staging" }, "contentSync.form.needType"],
    [{ environmentId: "staging", contentTypeId: "programs" }, undefined],
    [{ environmentId: "staging", contentTypeId: "programs", syncTypeId: "full" }, undefined],
    [
      { environmentId: "staging", contentTypeId: "programs", syncTypeId: "selected" },
      "contentSync.form.needItems",
    ],
    [
      { environmentId: "staging", contentTypeId: "programs", syncTypeId: "selected", itemIds: [] },
      "contentSync.form.needItems",
    ],
    [
      {
        environmentId: "staging",
        contentTypeId: "programs",
        syncTypeId: "selected",
        itemIds: ["prog-sleep"],
      },
      undefined,
    ],
  ])("%j lacks %s", (request, problem) => {
    expect(syncRequestProblem(request)).toBe(problem)
  })

  it.each([
    ["messages", true],
    ["programs", false],
    [undefined, false],
  ])("items of %s are picked by organisation: %s", (type, byOrganisation) => {
    expect(picksByOrganisation(type)).toBe(byOrganisation)
  })
})
