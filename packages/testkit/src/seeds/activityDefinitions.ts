import { type Refusals, type StoredCollection, seeded } from "../kit/stored.js"

type Definition = readonly [string, string, string, number, number | null, number, string]

const definitions: ReadonlyArray<Definition> = [
  ["Daily steps", "steps", "steps", 1, 15_000, 4, "Every step counts, up to the daily cap."],
  [
    "Gym session",
    "exercise",
    "minutes",
    2,
    120,
    2,
    "Time in the gym, logged by the member or their tracker.",
  ],
  ["Guided meditation", "mindfulness", "minutes", 3, 60, 1, "Minutes in a guided session from the library."],
  ["Fruit and vegetables", "nutrition", "portions", 5, 8, 0, "Portions eaten, as the member records them."],
  ["Seven hours of sleep", "sleep", "nights", 20, 1, 0, "A night of seven hours or more."],
  [
    "Annual biometric screening",
    "screening",
    "screenings",
    500,
    1,
    1,
    "Blood pressure, cholesterol and BMI, once a year.",
  ],
]

/** The first organization's are used by programs; the others have the first three, unused. */
export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "activityDefinitionId",
    entityIds.flatMap((entityId, organization) =>
      definitions
        .slice(0, organization === 0 ? definitions.length : 3)
        .map(([name, kind, unit, pointsPerUnit, dailyCap, usedBy, description]) => ({
          entityId,
          name,
          kind,
          unit,
          pointsPerUnit,
          dailyCap,
          description,
          isActive: true,
          usedBy: organization === 0 ? usedBy : 0,
        })),
    ),
  )

/** What programs and challenges that use a definition count on: its kind, its unit and its points. */
const counted = ["kind", "unit", "pointsPerUnit"] as const

/** ADM-13: a definition others use keeps what they count on, and cannot be deleted. */
export const refusals: Refusals = {
  serverKept: ["usedBy"],
  update: (current, input) =>
    Number(current.usedBy) > 0 && counted.some((field) => input[field] !== current[field])
      ? `“${current.name}” is used by ${current.usedBy} programs or challenges: its kind, unit and points cannot change.`
      : undefined,
  delete: (current) =>
    Number(current.usedBy) > 0
      ? `“${current.name}” is used by ${current.usedBy} programs or challenges and cannot be deleted.`
      : undefined,
}
