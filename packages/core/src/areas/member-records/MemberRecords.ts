import { Effect } from "effect"
import type { UserId } from "../../api/ids.js"
import * as Api from "../../api/MemberRecords.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"

export * from "./rules.js"

const endpoints = Api.memberRecordEndpoints

/** A member's notes as the API keeps them. */
export const fetchNotes = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.notes, client.memberRecords.notes({ path: { userId } })),
  )

export const fetchActivities = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.activities, client.memberRecords.activities({ path: { userId } })),
  )

export const fetchResults = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.results, client.memberRecords.results({ path: { userId } })),
  )

export const fetchSupportTeam = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.supportTeam, client.memberRecords.supportTeam({ path: { userId } })),
  )

export const fetchHra = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) => call(endpoints.hra, client.memberRecords.hra({ path: { userId } })))

export const fetchAttestations = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.attestations, client.memberRecords.attestations({ path: { userId } })),
  )

export const fetchDocuments = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.documents, client.memberRecords.documents({ path: { userId } })),
  )

/** ERR-6 (ours): the words of each note write. */
export const noteToasts = {
  add: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.NOTE_ADDED" },
  update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.NOTE_SAVED" },
  delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.NOTE_DELETED" },
} as const satisfies Record<string, SuccessToast>

export const postNote = (userId: UserId, input: Api.UserNoteInput) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.addNote, client.memberRecords.addNote({ path: { userId }, payload: input })),
  )

export const putNote = (userId: UserId, userNoteId: Api.UserNoteId, input: Api.UserNoteInput) =>
  Effect.flatMap(ApiClient, (client) =>
    call(
      endpoints.updateNote,
      client.memberRecords.updateNote({ path: { userId, userNoteId }, payload: input }),
    ),
  )

export const deleteNoteCall = (userId: UserId, userNoteId: Api.UserNoteId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(endpoints.deleteNote, client.memberRecords.deleteNote({ path: { userId, userNoteId } })),
  )
