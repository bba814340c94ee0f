import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, NotFound, WellkitApi } from "@wellkit/core"
import { type Program, type ProgramInput, type ProgramSearchParams, Programs } from "@wellkit/core/programs"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { inOrganization, mayEnter } from "../kit/collection.js"
import { currentUser } from "./auth.js"

const lower = (value: string) => value.trim().toLowerCase()

/** HTTP-8 read back: `-value` leaves a tag out, any other value must be on the program. */
const tagTest = (tags: string) => {
  const values = tags.split(",").map(lower).filter(Boolean)
  const excluded = values
    .filter((value) => value.startsWith(Programs.EXCLUDED))
    .map((value) => value.slice(1))
  const included = values.filter((value) => !value.startsWith(Programs.EXCLUDED))
  return (program: Program) => {
    const own = new Set(program.tags.map(lower))
    return included.every((tag) => own.has(tag)) && !excluded.some((tag) => own.has(tag))
  }
}

const matches = (query: ProgramSearchParams) => {
  const tagged = tagTest(query.tags)
  const name = query.name === undefined ? undefined : lower(query.name)
  return (program: Program) =>
    (query.entityId === undefined || program.entityId === query.entityId) &&
    (name === undefined || program.name.toLowerCase().includes(name)) &&
    (query.status === undefined || program.status === query.status) &&
    (query.searchable === undefined || String(program.searchable) === query.searchable) &&
    tagged(program)
}

const orders: Record<string, (a: Program, b: Program) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.programId - b.programId,
  newest: (a, b) => b.startDate.localeCompare(a.startDate) || b.programId - a.programId,
  oldest: (a, b) => a.startDate.localeCompare(b.startDate) || a.programId - b.programId,
}

/** A made-up but steady summary: the same program and focus always give the same figures. */
const summaryRows = (programId: number, focusId: number) =>
  ["Daily check-in", "Weekly goal", "Coach session", "Article read"]
    .slice(0, ((programId + focusId) % 4) + 1)
    .map((activityName, n) => {
      const participants = ((programId * 7 + focusId * 13 + n * 5) % 40) + 3
      const completions = participants * (((programId + n) % 5) + 1)
      return { activityName, participants, completions, points: completions * 10 }
    })

/** Programs across organizations: staff search them all, anyone else only the organizations they may see. */
export const programHandlers = (db: Db) => {
  const find = (id: number) => db.state.programs.find((program) => program.programId === id)
  const missing = () => Effect.fail(new NotFound({ message: "There is no such program." }))
  const refusal = (input: ProgramInput) => {
    if (!db.state.entities.some((entity) => entity.id === input.entityId))
      return "There is no such organization."
    if (input.endDate !== null && input.endDate < input.startDate)
      return "The last day is on or after the first day."
    return undefined
  }
  const store = (program: Program) => {
    db.state.programs = [...db.state.programs.filter((p) => p.programId !== program.programId), program]
    db.persist()
    return program
  }
  const visible = (request: Parameters<typeof currentUser>[1], id: number) =>
    Effect.flatMap(currentUser(db, request), (user) => {
      const program = find(id)
      return program && mayEnter(db, user, program.entityId) ? Effect.succeed(program) : missing()
    })

  return HttpApiBuilder.group(WellkitApi, "programs", (handlers) =>
    handlers
      .handle("search", ({ request, urlParams }) =>
        Effect.map(currentUser(db, request), (user) => {
          const found = db.state.programs
            .filter((program) => mayEnter(db, user, program.entityId) && matches(urlParams)(program))
            .sort(orders[urlParams.sort ?? "name"])
          const from = (urlParams.pageNumber - 1) * urlParams.pageSize
          return { totalRecordCount: found.length, programs: found.slice(from, from + urlParams.pageSize) }
        }),
      )
      .handle("get", ({ request, path }) => visible(request, path.id))
      .handle("create", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, () => {
          const refused = refusal({ ...payload, entityId: path.entityId })
          if (refused) return Effect.fail(new BadRequest({ message: refused }))
          const programId = Math.max(0, ...db.state.programs.map((p) => p.programId)) + 1
          return Effect.succeed(store({ ...payload, entityId: path.entityId, programId } as Program))
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        Effect.flatMap(visible(request, path.id), () =>
          inOrganization(db, request, path.entityId, () => {
            const refused = refusal({ ...payload, entityId: path.entityId })
            if (refused) return Effect.fail(new BadRequest({ message: refused }))
            return Effect.succeed(
              store({ ...payload, entityId: path.entityId, programId: path.id } as Program),
            )
          }),
        ),
      )
      .handle("delete", ({ request, path }) =>
        Effect.map(visible(request, path.id), (program) => {
          db.state.programs = db.state.programs.filter((p) => p !== program)
          db.persist()
        }),
      )
      .handle("activitySummary", ({ request, path }) =>
        Effect.flatMap(visible(request, path.id), (program) =>
          program.entityId === path.entityId
            ? Effect.succeed({
                focusId: path.focusId,
                programId: program.programId,
                rows: summaryRows(path.id, path.focusId),
              })
            : missing(),
        ),
      )
      .handle("clinicalNotifications", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () =>
          db.state.clinicalNotifications
            .filter((notification) => notification.entityId === path.entityId)
            .map(({ entityId: _, ...notification }) => notification),
        ),
      ),
  )
}

/** Tags and their categories: a catalogue anyone signed in reads. */
export const tagHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "tags", (handlers) =>
    handlers
      .handle("list", ({ request }) => Effect.as(currentUser(db, request), db.state.tags))
      .handle("categories", ({ request, path }) =>
        Effect.as(
          currentUser(db, request),
          db.state.tagCategories.filter((category) => category.tagCategoryOwnerId === path.ownerTypeId),
        ),
      ),
  )
