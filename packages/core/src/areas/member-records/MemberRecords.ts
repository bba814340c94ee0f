import { Effect } from "effect"
import type { UserId } from "../../api/ids.js"
import * as Api from "../../api/MemberRecords.js"
import type { AppError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { related } from "../../kit/related.js"
import { write } from "../../kit/write.js"

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

/** K8: each tab's list, read when its tab is first opened, kept per member. */
export const notes = related(fetchNotes)
export const activities = related(fetchActivities)
export const results = related(fetchResults)
export const supportTeam = related(fetchSupportTeam)
export const hra = related(fetchHra)
export const attestations = related(fetchAttestations)
export const documents = related(fetchDocuments)

/** ERR-6 (ours): the words of each note write. */
export const noteToasts = {
  add: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.NOTE_ADDED" },
  update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.NOTE_SAVED" },
  delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.NOTE_DELETED" },
} as const satisfies Record<string, SuccessToast>

const noteWrite = <A, R>(userId: UserId, call: Effect.Effect<A, AppError, R>, toast: SuccessToast) =>
  write(call, { refresh: notes.refresh(userId), toast, redirect: () => undefined })

/** Adds a note; the tab reads its notes again (also when the outcome is unknown, ERR-5). */
export const addNote = (userId: UserId, input: Api.UserNoteInput) =>
  noteWrite(
    userId,
    Effect.flatMap(ApiClient, (client) =>
      call(endpoints.addNote, client.memberRecords.addNote({ path: { userId }, payload: input })),
    ),
    noteToasts.add,
  )

/** Changes a note's text. */
export const updateNote = (userId: UserId, userNoteId: Api.UserNoteId, input: Api.UserNoteInput) =>
  noteWrite(
    userId,
    Effect.flatMap(ApiClient, (client) =>
      call(
        endpoints.updateNote,
        client.memberRecords.updateNote({ path: { userId, userNoteId }, payload: input }),
      ),
    ),
    noteToasts.update,
  )

/** Deletes a note (the screen confirms first). */
export const deleteNote = (userId: UserId, userNoteId: Api.UserNoteId) =>
  noteWrite(
    userId,
    Effect.flatMap(ApiClient, (client) =>
      call(endpoints.deleteNote, client.memberRecords.deleteNote({ path: { userId, userNoteId } })),
    ),
    noteToasts.delete,
  )
