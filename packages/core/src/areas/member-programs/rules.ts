import type { MemberChallenge, MemberLeaderboardRow, MemberProgramStatus } from "../../api/MemberPrograms.js"
import { phaseOf } from "../challenges/rules.js"

/**
 * Ours: staff take a member out of a program they are in or invited to; a
 * completed or withdrawn one is history, kept as it was.
 */
export const canDeleteProgram = (status: MemberProgramStatus): boolean =>
  status === "Active" || status === "Invited"

/** Ours: what staff may do with a challenge the member is in; nothing once it has ended. */
export const challengeActions = (
  challenge: Pick<MemberChallenge, "startDate" | "endDate">,
  today: string,
): { readonly unenroll: boolean; readonly changeTeam: boolean } => {
  const open = phaseOf(challenge, today) !== "ended"
  return { unenroll: open, changeTeam: open }
}

export type MarkedRow = MemberLeaderboardRow & { readonly isMember: boolean }

/** The leaderboard with the member's own row marked, so staff find them among the others. */
export const markMember = (
  rows: ReadonlyArray<MemberLeaderboardRow>,
  userId: number,
): ReadonlyArray<MarkedRow> => rows.map((row) => ({ ...row, isMember: row.userId === userId }))
