import type { UserId, UserNoteInput } from "@wellkit/core"
import { MemberRecords } from "@wellkit/core/member-records"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>

beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const acme = (index: number) =>
  env.sandbox.db.state.employees.filter((employee) => employee.entityId === 1000)[index]?.personId as UserId
const text = (words: string): UserNoteInput => ({ text: words })

describe("member notes on the wire (userNoteId)", () => {
  it("add, edit and delete go to /members/{userId}/notes[/{userNoteId}], each followed by a read of the open tab's notes", async () => {
    const userId = acme(0)
    const before = await run(MemberRecords.notes.read(userId))
    const { result: added, toast } = await run(
      MemberRecords.addNote(userId, text("Asked for a paper copy of the rules.")),
    )
    expect(toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.NOTE_ADDED" })
    expect(added).toMatchObject({ userId, text: "Asked for a paper copy of the rules.", author: "Sam Staff" })
    const { result: edited } = await run(
      MemberRecords.updateNote(userId, added.userNoteId, text("Sent the paper copy.")),
    )
    expect(edited.updatedAt).not.toBeNull()
    await run(MemberRecords.deleteNote(userId, added.userNoteId))
    expect(env.lines.map((line) => line.split("?")[0])).toEqual([
      `GET /members/${userId}/notes`,
      `POST /members/${userId}/notes`,
      `GET /members/${userId}/notes`,
      `PUT /members/${userId}/notes/${added.userNoteId}`,
      `GET /members/${userId}/notes`,
      `DELETE /members/${userId}/notes/${added.userNoteId}`,
      `GET /members/${userId}/notes`,
    ])
    expect(await run(MemberRecords.notes.read(userId))).toEqual(before)
    expect(env.lines).toHaveLength(7)
  })

  it("a blank note is refused before it is sent", async () => {
    await expect(run(MemberRecords.addNote(acme(0), text("   ")))).rejects.toBeDefined()
    expect(env.lines.filter((line) => line.startsWith("POST"))).toEqual([])
  })

  it("a note of another member, or of nobody, is a 404 in the call's words", async () => {
    const [note] = await run(MemberRecords.fetchNotes(acme(0)))
    if (!note) throw new Error("the first Acme members have notes")
    await expect(run(MemberRecords.deleteNote(acme(1), note.userNoteId))).rejects.toMatchObject({
      message: "ERRORS.DELETE_USER_NOTE_FAILED",
    })
  })
})

describe("the read-only parts of a member's record", () => {
  it("the first Acme members have rich histories; each read is its own call", async () => {
    const userId = acme(2)
    const [activities, results, team, hra, attestations, documents] = await Promise.all([
      run(MemberRecords.fetchActivities(userId)),
      run(MemberRecords.fetchResults(userId)),
      run(MemberRecords.fetchSupportTeam(userId)),
      run(MemberRecords.fetchHra(userId)),
      run(MemberRecords.fetchAttestations(userId)),
      run(MemberRecords.fetchDocuments(userId)),
    ])
    expect(activities.length).toBeGreaterThan(20)
    expect(results.length).toBeGreaterThan(5)
    expect(team.length).toBeGreaterThan(1)
    expect(hra.length).toBeGreaterThan(1)
    expect(attestations.length).toBeGreaterThan(1)
    expect(documents.length).toBeGreaterThan(1)
    expect(env.lines.map((line) => line.split("?")[0]).sort()).toEqual(
      ["activities", "attestations", "documents", "hra", "results", "supportTeam"].map(
        (part) => `GET /members/${userId}/${part}`,
      ),
    )
  })

  it("ERR-5: each read fails with its own key", async () => {
    const keys = {
      "memberRecords.activities": [MemberRecords.fetchActivities, "ERRORS.GET_MEMBER_ACTIVITIES_FAILED"],
      "memberRecords.results": [MemberRecords.fetchResults, "ERRORS.GET_MEMBER_RESULTS_FAILED"],
      "memberRecords.supportTeam": [MemberRecords.fetchSupportTeam, "ERRORS.GET_MEMBER_SUPPORT_TEAM_FAILED"],
      "memberRecords.hra": [MemberRecords.fetchHra, "ERRORS.GET_MEMBER_HRA_FAILED"],
      "memberRecords.attestations": [
        MemberRecords.fetchAttestations,
        "ERRORS.GET_MEMBER_ATTESTATIONS_FAILED",
      ],
      "memberRecords.documents": [MemberRecords.fetchDocuments, "ERRORS.GET_MEMBER_DOCUMENTS_FAILED"],
      "memberRecords.notes": [MemberRecords.fetchNotes, "ERRORS.GET_USER_NOTES_FAILED"],
    } as const
    for (const [endpoint, [read, key]] of Object.entries(keys)) {
      env.sandbox.faults.set({ endpoint, status: 500, times: 1 })
      await expect(run(read(acme(0)) as never)).rejects.toMatchObject({ message: key })
    }
  })

  it("staff only: an organization admin is answered 404", async () => {
    await env.loginAs("admin@acme.test")
    await expect(run(MemberRecords.fetchNotes(acme(0)))).rejects.toMatchObject({
      message: "ERRORS.GET_USER_NOTES_FAILED",
    })
  })
})
