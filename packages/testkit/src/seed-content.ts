import type {
  ContentEnvironment,
  ContentItem,
  ContentType,
  SyncDetails,
  SyncStatus,
  SyncType,
} from "@wellkit/core"

export const contentEnvironments: ReadonlyArray<ContentEnvironment> = [
  { environmentId: "production", name: "Production" },
  { environmentId: "staging", name: "Staging" },
  { environmentId: "uat", name: "User acceptance (UAT)" },
]

export const contentTypes: ReadonlyArray<ContentType> = [
  { contentTypeId: "programs", name: "Programs" },
  { contentTypeId: "challenges", name: "Challenges" },
  { contentTypeId: "messages", name: "Messages" },
  { contentTypeId: "rewardGroups", name: "Reward groups" },
  { contentTypeId: "formTemplates", name: "Form templates" },
]

export const syncTypes: ReadonlyArray<SyncType> = [
  {
    syncTypeId: "full",
    name: "Everything of the type",
    description: "Copies every item of the content type.",
  },
  { syncTypeId: "selected", name: "Selected items", description: "Copies only the items picked." },
]

/** Each type's items, and the environments that hold each (a draft is only in staging or UAT). */
const catalogue: Readonly<Record<string, ReadonlyArray<readonly [string, string, ReadonlyArray<string>?]>>> =
  {
    programs: [
      ["prog-sleep", "Sleep well in 6 weeks"],
      ["prog-steps", "10,000 steps a day"],
      ["prog-stress", "Managing stress at work"],
      ["prog-nutrition", "Eat the rainbow"],
      ["prog-heart", "Heart health basics", ["staging", "uat"]],
      ["prog-back", "Healthy back for desk workers", ["staging"]],
    ],
    challenges: [
      ["chal-spring", "Spring step challenge"],
      ["chal-water", "Hydration week"],
      ["chal-stairs", "Take the stairs"],
      ["chal-mindful", "Ten mindful minutes", ["staging", "uat"]],
      ["chal-bike", "Bike to work month", ["staging"]],
    ],
    rewardGroups: [
      ["rg-gift", "Gift cards 2027"],
      ["rg-charity", "Charity donations"],
      ["rg-premium", "Premium discount", ["staging", "uat"]],
    ],
    formTemplates: [
      ["ft-hra", "Health risk assessment"],
      ["ft-biometrics", "Biometric screening"],
      ["ft-consent", "Screening consent", ["uat"]],
      ["ft-feedback", "Program feedback", ["staging", "uat"]],
    ],
  }

const updated = (index: number) => new Date(Date.UTC(2026, 10, 2 + index * 3, 10, 30)).toISOString()

/** What a sync of this type from this environment can pick; messages are picked by organization instead. */
export const syncItemsOf = (environmentId: string, contentTypeId: string): ReadonlyArray<ContentItem> =>
  (catalogue[contentTypeId] ?? [])
    .filter(([, , only]) => only === undefined || only.includes(environmentId))
    .map(([itemId, name], index) => ({ itemId, contentTypeId, name, updatedAt: updated(index) }))

/** Every item of a type, whichever environment holds it (list search). */
export const itemsOfType = (contentTypeId: string): ReadonlyArray<ContentItem> =>
  (catalogue[contentTypeId] ?? []).map(([itemId, name], index) => ({
    itemId,
    contentTypeId,
    name,
    updatedAt: updated(index),
  }))

const people = ["staff@wellkit.test", "maria.lopez@wellkit.test", "devon.price@wellkit.test"]
const reasons = [
  "The item was changed in this environment after the sync was requested.",
  "A reward group it uses does not exist in this environment.",
]

/** The statuses of the newest syncs first: a few still waiting or running, then mostly finished, some failed. */
const statusOf = (age: number): SyncStatus =>
  age < 3 ? "queued" : age === 3 ? "running" : age % 7 === 5 ? "failed" : "completed"

/**
 * About sixty past syncs, newest first, over two and a half months: six pages
 * at the default size (ADM-16), three of them still queued (the ones that may
 * be deleted), one running, the rest finished, some with failed items.
 */
export const seedSyncHistory = (): Array<SyncDetails> =>
  Array.from({ length: 60 }, (_, age): SyncDetails => {
    const environment =
      contentEnvironments[(age * 2) % contentEnvironments.length]?.environmentId ?? "staging"
    const type = ["programs", "challenges", "rewardGroups", "formTemplates"][age % 4] ?? "programs"
    const status = statusOf(age)
    const syncTypeId = age % 3 === 1 ? "full" : "selected"
    const available = syncItemsOf(environment, type)
    const picked = syncTypeId === "full" ? available : available.slice(age % 2, (age % 2) + 2 + (age % 3))
    const items = picked.map((item, index) => ({
      itemId: item.itemId,
      name: item.name,
      ...(status === "queued" || status === "running"
        ? { outcome: "waiting" as const, reason: null }
        : status === "failed" && index === 0
          ? { outcome: "failed" as const, reason: reasons[age % reasons.length] ?? null }
          : { outcome: "synced" as const, reason: null }),
    }))
    return {
      batchId: `sync-${String(1059 - age)}`,
      environmentId: environment,
      contentTypeId: type,
      requestedBy: people[age % people.length] ?? "staff@wellkit.test",
      // Newest a day before the sandbox's reference date (2026-11-25), then every 30 hours or so back.
      requestedAt: new Date(
        Date.UTC(2026, 10, 25, 16, 40) - age * 30 * 3_600_000 - (age % 5) * 600_000,
      ).toISOString(),
      status,
      syncTypeId,
      itemCount: status === "queued" || status === "running" ? null : items.length,
      items,
    }
  })
