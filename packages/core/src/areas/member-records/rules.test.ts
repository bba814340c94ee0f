import { describe, expect, it } from "vitest"
import type { UserId } from "../../api/ids.js"
import type { UserNote, UserNoteId } from "../../api/MemberRecords.js"
import { notesNewestFirst, rangeOf, withUnit } from "./rules.js"

const note = (userNoteId: number, createdAt: string, updatedAt: string | null = null): UserNote => ({
  userNoteId: userNoteId as UserNoteId,
  userId: 10_000 as UserId,
  text: "",
  author: "Sam Staff",
  createdAt,
  updatedAt,
})

describe("member records: what a tab shows (ours, docs/member-records.md)", () => {
  it("notes read newest first by when they were written; an edit does not move one", () => {
    const ordered = notesNewestFirst([
      note(1, "2026-10-01T09:00:00Z", "2026-11-25T09:00:00Z"),
      note(2, "2026-11-01T09:00:00Z"),
      note(3, "2026-11-01T09:00:00Z"),
    ])
    expect(ordered.map((one) => one.userNoteId)).toEqual([3, 2, 1])
  })

  it.each([
    [true, "inRange"],
    [false, "outOfRange"],
    [null, "noRange"],
  ] as const)("a result with inRange %s reads %s", (inRange, words) => {
    expect(rangeOf({ inRange })).toBe(words)
  })

  it.each([
    [8412, "steps", "8,412 steps"],
    [6.15, "%", "6.15 %"],
    [7.5, "  ", "7.5"],
    [120, "mmHg", "120 mmHg"],
  ])("%s with unit %j reads %j", (value, unit, text) => {
    expect(withUnit(value, unit)).toBe(text)
  })
})
