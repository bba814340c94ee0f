import { type StoredCollection, seeded } from "../kit/stored.js"

/**
 * The parameters the portal reads, usable in every organisation but Acme QA Sandbox,
 * whose blog id is a name and whose idle timeout is missing: the staff list has
 * something to flag, and social shows its warning there.
 */
export const seed = (entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "systemParameterId",
    entityIds.flatMap((entityId) =>
      entityId === 1003
        ? [
            { entityId, name: "SOCIAL_BLOG_ID", value: "qa-blog" },
            { entityId, name: "SOCIAL_GROUP_ID", value: "7" },
            { entityId, name: "SUPPORT_PHONE", value: "+1 555 0100" },
          ]
        : [
            { entityId, name: "INACTIVITY_LOGOUT_MS", value: "900000" },
            { entityId, name: "SOCIAL_BLOG_ID", value: "42" },
            { entityId, name: "SOCIAL_GROUP_ID", value: "7" },
            { entityId, name: "SUPPORT_PHONE", value: "+1 555 0100" },
          ],
    ),
  )
