import { HttpApiBuilder } from "@effect/platform"
import { type Healthtracker, Healthtrackers, WellkitApi } from "@wellkit/core"
import type { Db } from "../db.js"
import { crudCollection, inOrganisation, type StoredCollection } from "../kit/collection.js"

const trackers: ReadonlyArray<readonly [string, string, number | null]> = [
  ["Daily steps", "steps", 8000],
  ["Sleep", "hours", 7.5],
  ["Water", "glasses", 8],
  ["Weight", "kg", null],
  ["Blood pressure (systolic)", "mmHg", null],
  ["Active minutes", "minutes", 30],
  ["Mindfulness", "minutes", 10],
]

/** A realistic set per organisation; the QA organisation's are switched off. */
export const seedHealthtrackers = (entityIds: ReadonlyArray<number>): StoredCollection => {
  const items = entityIds.flatMap((entityId, organisation) =>
    trackers.slice(0, organisation === 0 ? trackers.length : 4).map(([name, unit, dailyGoal]) => ({
      entityId,
      name,
      unit,
      dailyGoal,
      isActive: entityId !== 1003,
    })),
  )
  return {
    nextId: items.length + 1,
    items: items.map((item, index) => ({ ...item, healthtrackerId: index + 1 })),
  }
}

/** ADM-7: a name already used in the organisation is a 302. */
export const healthtrackerHandlers = (db: Db) => {
  const rows = crudCollection<Healthtracker>(db, Healthtrackers.resource, {
    unique: { field: "name", message: (name) => `A healthtracker named “${name}” already exists here.` },
  })
  return HttpApiBuilder.group(WellkitApi, "healthtrackers", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => rows.list(path.entityId)),
      )
      .handle("create", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, () => rows.create(path.entityId, payload)),
      )
      .handle("update", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, () => rows.update(path.entityId, path.id, payload)),
      )
      .handle("delete", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => rows.remove(path.entityId, path.id)),
      ),
  )
}
