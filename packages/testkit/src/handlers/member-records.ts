import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { NotFound, type UserNoteId, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { MemberRecordSet } from "../state.js"
import { currentUser } from "./auth.js"

const STAFF = 5

const empty = (): MemberRecordSet => ({
  notes: [],
  activities: [],
  results: [],
  supportTeam: [],
  hra: [],
  attestations: [],
  documents: [],
})

/**
 * Staff only, as every staff area: anyone else, and a member who is not an
 * employee of any organization, is answered 404. A member made after the seed
 * starts with an empty record.
 */
export const memberRecordOf = <A>(
  db: Db,
  request: HttpServerRequest.HttpServerRequest,
  userId: number,
  handle: (record: MemberRecordSet, author: string) => A,
) =>
  Effect.flatMap(currentUser(db, request), (user) => {
    if (user.adminType !== STAFF || !db.state.employees.some((employee) => employee.personId === userId))
      return Effect.fail(new NotFound({ message: "No such member." }))
    db.state.memberRecords[userId] ??= empty()
    return Effect.sync(() =>
      handle(db.state.memberRecords[userId] as MemberRecordSet, `${user.firstName} ${user.lastName}`),
    )
  })

const nextNoteId = (db: Db): UserNoteId =>
  (Object.values(db.state.memberRecords).reduce(
    (highest, record) => Math.max(highest, ...record.notes.map((note) => note.userNoteId)),
    0,
  ) + 1) as UserNoteId

const noSuchNote = () => new NotFound({ message: "No such note." })

export const memberRecordHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "memberRecords", (handlers) =>
    handlers
      .handle("notes", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.notes),
      )
      .handle("addNote", ({ request, path, payload }) =>
        memberRecordOf(db, request, path.userId, (record, author) => {
          const note = {
            userNoteId: nextNoteId(db),
            userId: path.userId,
            text: payload.text,
            author,
            createdAt: new Date().toISOString(),
            updatedAt: null,
          }
          record.notes.push(note)
          db.persist()
          return note
        }),
      )
      .handle("updateNote", ({ request, path, payload }) =>
        Effect.flatMap(
          memberRecordOf(db, request, path.userId, (record) =>
            record.notes.findIndex((note) => note.userNoteId === path.userNoteId),
          ),
          (index) => {
            const record = db.state.memberRecords[path.userId] as MemberRecordSet
            const existing = record.notes[index]
            if (!existing) return Effect.fail(noSuchNote())
            const note = { ...existing, text: payload.text, updatedAt: new Date().toISOString() }
            record.notes[index] = note
            db.persist()
            return Effect.succeed(note)
          },
        ),
      )
      .handle("deleteNote", ({ request, path }) =>
        Effect.flatMap(
          memberRecordOf(db, request, path.userId, (record) => {
            const before = record.notes.length
            record.notes = record.notes.filter((note) => note.userNoteId !== path.userNoteId)
            return record.notes.length < before
          }),
          (deleted) => (deleted ? Effect.sync(() => db.persist()) : Effect.fail(noSuchNote())),
        ),
      )
      .handle("activities", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.activities),
      )
      .handle("results", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.results),
      )
      .handle("supportTeam", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.supportTeam),
      )
      .handle("hra", ({ request, path }) => memberRecordOf(db, request, path.userId, (record) => record.hra))
      .handle("attestations", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.attestations),
      )
      .handle("documents", ({ request, path }) =>
        memberRecordOf(db, request, path.userId, (record) => record.documents),
      ),
  )
