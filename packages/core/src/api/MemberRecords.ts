import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { requiredText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { UserId } from "./ids.js"
import { IsoDate } from "./Licenses.js"

/**
 * A member's notes and the read-only parts of their record: activities,
 * results, support team, HRA, attestations and documents. The spec names
 * them ("user notes (userNoteId), HRA, documents, activities, results,
 * support team", §6 "attestation"); their fields are ours (docs/member-records.md).
 */

export const UserNoteId = Schema.Int.pipe(Schema.positive(), Schema.brand("UserNoteId"))
export type UserNoteId = typeof UserNoteId.Type

/** An instant (ISO 8601 with time), as the API stamps a change. */
const Instant = Schema.String

export const UserNote = Schema.Struct({
  userNoteId: UserNoteId,
  userId: UserId,
  text: Schema.String,
  /** The staff member who wrote it, by name; the API stamps it from the session. */
  author: Schema.String,
  createdAt: Instant,
  /** Set when the text was changed after it was written. */
  updatedAt: Schema.NullOr(Instant),
})
export type UserNote = typeof UserNote.Type

/** What staff write: the note's text; author and dates are the API's. */
export const USER_NOTE_TEXT_MAX = { text: 2000 } as const
export const UserNoteInput = Schema.Struct({ text: requiredText("a note", USER_NOTE_TEXT_MAX.text) })
export type UserNoteInput = typeof UserNoteInput.Type

export const MemberActivity = Schema.Struct({
  activityId: Schema.Int,
  date: IsoDate,
  /** What was done, in the words of the tracker or form that recorded it ("Steps", "Workout"). */
  type: Schema.String,
  value: Schema.Number,
  unit: Schema.String,
  /** Where it came from: a device, a form, or staff. */
  source: Schema.String,
})
export type MemberActivity = typeof MemberActivity.Type

export const MemberResult = Schema.Struct({
  resultId: Schema.Int,
  /** A biometric or screening measure ("Blood pressure (systolic)", "HbA1c"). */
  measure: Schema.String,
  value: Schema.Number,
  unit: Schema.String,
  date: IsoDate,
  /** Whether the value is in the measure's healthy range; null when the measure has none. */
  inRange: Schema.NullOr(Schema.Boolean),
})
export type MemberResult = typeof MemberResult.Type

export const SupportTeamMember = Schema.Struct({
  supportMemberId: Schema.Int,
  name: Schema.String,
  role: Schema.String,
  emailAddress: Schema.String,
  phone: Schema.String,
})
export type SupportTeamMember = typeof SupportTeamMember.Type

export const HraAssessment = Schema.Struct({
  hraId: Schema.Int,
  completedDate: IsoDate,
  /** 0–100, higher is healthier. */
  score: Schema.Int,
  riskLevel: Schema.Literal("Low", "Moderate", "High"),
  /** The answers in a sentence or two, as the assessment summarises them. */
  summary: Schema.String,
})
export type HraAssessment = typeof HraAssessment.Type

export const Attestation = Schema.Struct({
  attestationId: Schema.Int,
  statement: Schema.String,
  attestedAt: Instant,
})
export type Attestation = typeof Attestation.Type

export const MemberDocument = Schema.Struct({
  documentId: Schema.Int,
  name: Schema.String,
  /** What kind of document, in words ("Lab report", "Consent form"). */
  type: Schema.String,
  date: IsoDate,
  sizeBytes: Schema.Int,
})
export type MemberDocument = typeof MemberDocument.Type

const member = Schema.Struct({ userId: Schema.NumberFromString.pipe(Schema.compose(UserId)) })
const note = Schema.Struct({
  userId: Schema.NumberFromString.pipe(Schema.compose(UserId)),
  userNoteId: Schema.NumberFromString.pipe(Schema.compose(UserNoteId)),
})

const read = <N extends string, A, I>(
  name: N,
  segment: string,
  item: Schema.Schema<A, I>,
  key: `ERRORS.${string}`,
) =>
  HttpApiEndpoint.get(name, `/members/:userId/${segment}`)
    .setPath(member)
    .addSuccess(Schema.Array(item))
    .addError(NotFound)
    .annotate(ErrorKeys, { key })

export const memberRecordEndpoints = {
  notes: read("notes", "notes", UserNote, "ERRORS.GET_USER_NOTES_FAILED"),
  addNote: HttpApiEndpoint.post("addNote", "/members/:userId/notes")
    .setPath(member)
    .setPayload(UserNoteInput)
    .addSuccess(UserNote)
    .addError(BadRequest)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.ADD_USER_NOTE_FAILED" }),
  updateNote: HttpApiEndpoint.put("updateNote", "/members/:userId/notes/:userNoteId")
    .setPath(note)
    .setPayload(UserNoteInput)
    .addSuccess(UserNote)
    .addError(BadRequest)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.UPDATE_USER_NOTE_FAILED" }),
  deleteNote: HttpApiEndpoint.del("deleteNote", "/members/:userId/notes/:userNoteId")
    .setPath(note)
    .addSuccess(HttpApiSchema.NoContent)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.DELETE_USER_NOTE_FAILED" }),
  activities: read("activities", "activities", MemberActivity, "ERRORS.GET_MEMBER_ACTIVITIES_FAILED"),
  results: read("results", "results", MemberResult, "ERRORS.GET_MEMBER_RESULTS_FAILED"),
  supportTeam: read("supportTeam", "supportTeam", SupportTeamMember, "ERRORS.GET_MEMBER_SUPPORT_TEAM_FAILED"),
  hra: read("hra", "hra", HraAssessment, "ERRORS.GET_MEMBER_HRA_FAILED"),
  attestations: read("attestations", "attestations", Attestation, "ERRORS.GET_MEMBER_ATTESTATIONS_FAILED"),
  documents: read("documents", "documents", MemberDocument, "ERRORS.GET_MEMBER_DOCUMENTS_FAILED"),
}

/** Staff only: anyone else is answered 404, as the other staff areas. */
export class MemberRecordsApi extends HttpApiGroup.make("memberRecords")
  .add(memberRecordEndpoints.notes)
  .add(memberRecordEndpoints.addNote)
  .add(memberRecordEndpoints.updateNote)
  .add(memberRecordEndpoints.deleteNote)
  .add(memberRecordEndpoints.activities)
  .add(memberRecordEndpoints.results)
  .add(memberRecordEndpoints.supportTeam)
  .add(memberRecordEndpoints.hra)
  .add(memberRecordEndpoints.attestations)
  .add(memberRecordEndpoints.documents)
  .addError(Unauthorized) {}
