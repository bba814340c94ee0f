import { describe, expect, it } from "vitest"
import type { MemberLeaderboardRow } from "../../api/MemberPrograms.js"
import { canDeleteProgram, challengeActions, markMember } from "./rules.js"

describe("a member's programs (ours)", () => {
  it.each([
    ["Active", true],
    ["Invited", true],
    ["Completed", false],
    ["Withdrawn", false],
  ] as const)("a %s program can be deleted from the member: %s", (status, allowed) => {
    expect(canDeleteProgram(status)).toBe(allowed)
  })
})

describe("a member's challenges (ours)", () => {
  it.each([
    ["2026-12-01", "2026-12-07", "2026-11-26", true],
    ["2026-11-09", "2026-12-06", "2026-11-26", true],
    ["2026-11-09", "2026-11-26", "2026-11-26", true],
    ["2026-06-01", "2026-06-07", "2026-11-26", false],
  ])("%s..%s on %s: unenroll and change team offered %s", (startDate, endDate, today, open) => {
    expect(challengeActions({ startDate, endDate }, today)).toEqual({ unenroll: open, changeTeam: open })
  })

  it("the leaderboard marks the member's row and only theirs", () => {
    const rows = [
      { rank: 1, userId: 10001, name: "Ada Lovelace", teamName: "Trailblazers", points: 900 },
      { rank: 2, userId: 10002, name: "Alan Turing", teamName: null, points: 700 },
    ] as unknown as ReadonlyArray<MemberLeaderboardRow>
    expect(markMember(rows, 10002).map((row) => row.isMember)).toEqual([false, true])
    expect(markMember(rows, 99999).some((row) => row.isMember)).toBe(false)
  })
})
