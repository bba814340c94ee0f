import { type StoredCollection, seeded } from "../kit/stored.js"

const voyages: ReadonlyArray<readonly [string, number, string, string]> = [
  [
    "Heart health in 12 weeks",
    12,
    "Walking, blood pressure and salt, one small change a week.",
    "<p>Welcome aboard! Each Monday you get one small change to try for your heart.</p>",
  ],
  [
    "Better sleep",
    6,
    "Six weeks of evening routines, light and caffeine habits.",
    "<p>Good sleep starts in the evening. This week: the same bedtime every night.</p>",
  ],
  [
    "Couch to 5K",
    9,
    "Three runs a week, from walking to running five kilometers.",
    "<p>You will run 5 km in nine weeks. Today: walk 20 minutes, jog 1 minute in every 5.</p>",
  ],
  [
    "Stress less at work",
    4,
    "Breathing, breaks and boundaries for busy weeks.",
    "<p>Four weeks, ten minutes a day. Start with three slow breaths before each meeting.</p>",
  ],
]

/** The first organization has every voyage; the others the first two, the QA organization's not offered. */
export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "voyageTemplateId",
    entityIds.flatMap((entityId, organization) =>
      voyages
        .slice(0, organization === 0 ? voyages.length : 2)
        .map(([name, weeks, description, welcome]) => ({
          entityId,
          name,
          weeks,
          description,
          welcome,
          isActive: entityId !== 1003,
        })),
    ),
  )
