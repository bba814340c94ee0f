import type { ClinicalNotification, Program, Tag, TagCategory } from "@wellkit/core/programs"

/** Programs' tag categories (owner type 2) and a category of another owner, which a program search never offers. */
const categories: ReadonlyArray<readonly [string, number, ReadonlyArray<string>]> = [
  ["Topic", 2, ["Sleep", "Nutrition", "Movement", "Stress", "Smoking", "Heart health"]],
  ["Audience", 2, ["Employees", "Spouses", "Retirees", "Managers"]],
  ["Format", 2, ["Coaching", "Self-guided", "Challenge", "Workshop"]],
  ["Channel", 1, ["Email", "Push"]],
]

export const seedTagCategories = (): Array<TagCategory> =>
  categories.map(([name, owner], index) => ({
    tagCategoryId: index + 1,
    name,
    tagCategoryOwnerId: owner,
  })) as Array<TagCategory>

export const seedTags = (): Array<Tag> => {
  let tagId = 0
  return categories.flatMap(([, , values], index) =>
    values.map((value) => ({ tagId: ++tagId, tagCategoryId: index + 1, value })),
  ) as Array<Tag>
}

export const seedClinicalNotifications = (): Array<ClinicalNotification & { entityId: number }> =>
  [1000, 1001, 1002, 1003].flatMap((entityId, index) =>
    ["High blood pressure follow-up", "Diabetes risk outreach", "Tobacco cessation referral"].map(
      (name, n) => ({ clinicalNotificationId: 10 + index * 3 + n, entityId, name }),
    ),
  ) as Array<ClinicalNotification & { entityId: number }>

type Seed = readonly [name: string, status: Program["status"], start: string, tags: ReadonlyArray<string>]

const programs: ReadonlyArray<Seed> = [
  ["Sleep better in 30 days", "Active", "2026-09-01", ["Sleep", "Self-guided", "Employees"]],
  ["Eat the rainbow", "Active", "2026-06-15", ["Nutrition", "Challenge", "Employees", "Spouses"]],
  ["Quit for good", "Active", "2026-01-10", ["Smoking", "Coaching", "Employees"]],
  ["Ten thousand steps", "Active", "2026-03-01", ["Movement", "Challenge", "Employees", "Managers"]],
  ["Mindful minutes", "Draft", "2027-01-04", ["Stress", "Self-guided", "Employees"]],
  ["Know your numbers", "Active", "2026-04-20", ["Heart health", "Workshop", "Retirees"]],
  ["Sleep and stress reset", "Ended", "2025-10-01", ["Sleep", "Stress", "Coaching", "Managers"]],
  ["Healthy kitchen workshop", "Ended", "2025-05-12", ["Nutrition", "Workshop", "Spouses"]],
  ["Couch to 5K", "Draft", "2027-02-01", ["Movement", "Coaching", "Employees"]],
]

/** Rows as the API would hold them; the ids' brands are the contract's business. */
const stored = (row: Omit<Program, "tags"> | Record<string, unknown>): Program => row as unknown as Program

const endOf = (status: Program["status"], start: string) =>
  status === "Ended" ? `${Number(start.slice(0, 4)) + 1}${start.slice(4)}` : null

/** Each organization's programs, tagged across categories, in every state. */
export const seedPrograms = (): Array<Program> => {
  let programId = 0
  return [1000, 1001, 1002, 1003].flatMap((entityId, organization) =>
    programs
      .filter((_, index) => organization === 0 || index % (organization + 1) !== 1)
      .map(([name, status, startDate, tags], index) =>
        stored({
          programId: ++programId,
          entityId,
          name,
          description: `${name}: a program for ${tags.includes("Spouses") ? "employees and their spouses" : "employees"}.`,
          status,
          startDate,
          endDate: endOf(status, startDate),
          searchable: index % 4 !== 3,
          productId: null,
          rewardSymbolId: index % 2 === 0 ? 1 : null,
          rewardGroupTemplateId: null,
          clinicalNotificationId: tags.includes("Heart health") ? 10 + organization * 3 : null,
          tags: [...tags],
        }),
      ),
  )
}

const words = ["Balance", "Energy", "Strength", "Focus", "Calm", "Vitality", "Rest", "Stride"]

/** For the bench: `count` more programs in the organization, tagged in turn. */
export const morePrograms = (
  existing: ReadonlyArray<Program>,
  entityId: number,
  count: number,
): Array<Program> => {
  const next = Math.max(0, ...existing.map((program) => program.programId))
  const tags = seedTags().filter((tag) => tag.tagCategoryId <= 3)
  return Array.from({ length: count }, (_, n) =>
    stored({
      programId: next + n + 1,
      entityId,
      name: `${words[n % words.length]} program ${n + 1}`,
      description: "",
      status: (["Active", "Draft", "Ended"] as const)[n % 3],
      startDate: `2026-${String((n % 12) + 1).padStart(2, "0")}-01`,
      endDate: null,
      searchable: n % 5 !== 0,
      productId: null,
      rewardSymbolId: null,
      rewardGroupTemplateId: null,
      clinicalNotificationId: null,
      tags: [tags[n % tags.length]?.value ?? "Sleep", tags[(n * 7 + 3) % tags.length]?.value ?? "Coaching"],
    }),
  )
}
