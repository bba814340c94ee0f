import { type StoredCollection, seeded } from "../kit/stored.js"

const foci: ReadonlyArray<readonly [string, string]> = [
  ["Sleep", "Regular bedtimes, seven hours or more, a calm last hour of the day."],
  ["Nutrition", "Vegetables at every meal, water over sugary drinks."],
  ["Movement", "Steps, active minutes and less time sitting."],
  ["Stress", "Breathing, breaks and time away from screens."],
  ["Heart health", "Blood pressure, cholesterol and knowing your numbers."],
  ["Financial wellbeing", "Budgeting, saving and planning ahead."],
]

/** The API's foci, in the same order in every organization; smaller ones have four. The last of each is hidden. */
export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "focusId",
    entityIds.flatMap((entityId, organization) => {
      const own = foci.slice(0, organization === 0 ? foci.length : 4)
      return own.map(([name, description], index) => ({
        entityId,
        name,
        description,
        isActive: index < own.length - 1,
        displayOrder: index + 1,
      }))
    }),
  )
