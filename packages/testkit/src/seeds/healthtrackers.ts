import { type StoredCollection, seeded } from "../kit/stored.js"

const trackers: ReadonlyArray<readonly [string, string, number | null]> = [
  ["Daily steps", "steps", 8000],
  ["Sleep", "hours", 7.5],
  ["Water", "glasses", 8],
  ["Weight", "kg", null],
  ["Blood pressure (systolic)", "mmHg", null],
  ["Active minutes", "minutes", 30],
  ["Mindfulness", "minutes", 10],
]

/** A realistic set per organization; the QA organization's are switched off. */
export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "healthtrackerId",
    entityIds.flatMap((entityId, organization) =>
      trackers
        .slice(0, organization === 0 ? trackers.length : 4)
        .map(([name, unit, dailyGoal]) => ({ entityId, name, unit, dailyGoal, isActive: entityId !== 1003 })),
    ),
  )
