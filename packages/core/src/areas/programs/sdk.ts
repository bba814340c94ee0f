import { Effect } from "effect"
import type { FocusId } from "../../api/Foci.js"
import type { EntityId } from "../../api/ids.js"
import type { ProgramId, ProgramInput } from "../../api/Programs.js"
import type { Run } from "../../layer.js"
import * as Programs from "./Programs.js"

/** The Promise SDK returns data, not portal redirects: a write's search context is none. */
const everyone = { filters: {}, page: 1 } as const

const methods = (run: Run) => ({
  /**
   * One page of programs matching the filters (entityId, name, status, searchable, tags, notTags, otherTags); tags are sent as HTTP-8 says.
   * @example const { programs, totalRecordCount } = await wellkit.programs.search({ filters: { entityId: "1001", tags: "Sleep" }, page: 1 })
   */
  search: (query: Programs.ProgramQuery) => run(Programs.search(query)),
  /**
   * One program.
   * @example const program = await wellkit.programs.get(programId)
   */
  get: (programId: ProgramId) => run(Programs.get(programId)),
  /**
   * Creates the program in its organization, or updates it when it has a `programId` (ADM-1).
   * @example const program = await wellkit.programs.save({ ...program, name: "Sleep better" })
   */
  save: (input: ProgramInput) => run(Effect.map(Programs.save(input, everyone), (outcome) => outcome.result)),
  /**
   * Deletes the program.
   * @example await wellkit.programs.remove(programId)
   */
  remove: (programId: ProgramId) => run(Effect.asVoid(Programs.remove(programId, everyone))),
  /**
   * How the program's members took part in one focus's activities.
   * @example const summary = await wellkit.programs.activitySummary(entityId, programId, focusId)
   */
  activitySummary: (entityId: EntityId, programId: ProgramId, focusId: FocusId) =>
    run(Programs.activitySummary(entityId, programId, focusId)),
})

/** `wellkit.programs`: every organization's programs, searched by tags. */
export interface ProgramsSdk extends ReturnType<typeof methods> {}

/** `wellkit.programs`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): ProgramsSdk => methods(run)
