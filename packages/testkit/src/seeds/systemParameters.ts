import { type StoredCollection, seeded } from "../kit/stored.js"

const usable = [
  ["INACTIVITY_LOGOUT_MS", "900000"],
  ["SOCIAL_BLOG_ID", "42"],
  ["SOCIAL_GROUP_ID", "7"],
  ["SUPPORT_PHONE", "+1 555 0100"],
] as const
/** Acme QA Sandbox: a blog id that is a name and no idle timeout, so the staff list has something to flag. */
const flawed = [["SOCIAL_BLOG_ID", "qa-blog"], ...usable.slice(2)] as const

export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "systemParameterId",
    entityIds.flatMap((entityId) =>
      (entityId === 1003 ? flawed : usable).map(([name, value]) => ({ entityId, name, value })),
    ),
  )
