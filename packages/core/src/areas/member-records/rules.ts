import type { MemberActivity, MemberResult, UserNote } from "../../api/MemberRecords.js"
import { formatNumber } from "../../format/index.js"

/** Ours: the newest note first, by when it was written (a later edit does not move it). */
export const notesNewestFirst = (notes: ReadonlyArray<UserNote>): ReadonlyArray<UserNote> =>
  [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.userNoteId - a.userNoteId)

/** Ours: activities and results read newest first, as a person scans a history. */
export const newestFirst = <A extends MemberActivity | MemberResult>(
  rows: ReadonlyArray<A>,
): ReadonlyArray<A> => [...rows].sort((a, b) => b.date.localeCompare(a.date))

/** How a result's range reads: the words' key under memberRecords.results. */
export const rangeOf = (result: Pick<MemberResult, "inRange">): "inRange" | "outOfRange" | "noRange" =>
  result.inRange === null ? "noRange" : result.inRange ? "inRange" : "outOfRange"

/** A value with its unit, without a dangling space when the unit is blank ("8,412 steps", "6.1 %"). */
export const withUnit = (value: number, unit: string): string => {
  const number = formatNumber(value)
  return unit.trim() ? `${number} ${unit.trim()}` : number
}
