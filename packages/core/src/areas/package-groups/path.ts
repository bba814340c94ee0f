/** The staff area's package groups (ADM-1, ADM-2, ADM-5, ADM-9, ADM-10); the router reads it before the SDK loads. */
export const PACKAGE_GROUPS_PATH = "/noap/admin/packageGroups"

/** Pages inside a package group's page (`${PACKAGE_GROUPS_PATH}/:id/…`), for the route table and the rules alike. */
export const REWARD_GROUP_PAGE = "package/:packageId/rewardGroup/:rewardGroupId"
export const CHALLENGE_PAGE = "package/:packageId/challenge/:challengeId"
/** The spec's short address of a challenge, without its package: it leads to CHALLENGE_PAGE. */
export const SHORT_CHALLENGE_PAGE = "challenge/:challengeId"

/** The staff area's reward group templates, the pick list reward groups are imported from. */
export const REWARD_GROUP_TEMPLATES_PATH = "/noap/admin/rewardGroupTemplates"
