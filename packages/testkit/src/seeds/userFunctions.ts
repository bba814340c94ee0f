import { type StoredCollection, seeded } from "../kit/stored.js"

/**
 * The platform's function codes: the first four give members forms of a flow (the
 * seeded flows' forms name them by id), the rest open parts of the portal (NAV-3..5).
 */
const functions: ReadonlyArray<readonly [string, string]> = [
  ["HEALTH_ASSESSMENT", "Take the health assessment"],
  ["BIOMETRIC_SCREENING", "Record biometric screening results"],
  ["WELLBEING_CHECKIN", "Answer wellbeing check-ins"],
  ["COACHING", "Work with a health coach"],
  ["DIY", "Run the organization's program (do it yourself)"],
  ["MEMBER_DEMOGRAPHIC_VIEW", "See members' demographics"],
  ["REWARD_APPROVAL_QUEUE_VIEW", "See the reward approval queue"],
  ["REWARD_APPROVAL_QUEUE_EDIT", "Decide on the reward approval queue"],
  ["CLIENT_REWARD_APPROVAL_QUEUE_VIEW", "See the organization's reward approval queue"],
  ["CLIENT_REWARD_APPROVAL_QUEUE_EDIT", "Decide on the organization's reward approval queue"],
]

/** One catalogue for the whole platform: the organizations are not used. */
export const seed = (_entityIds: ReadonlyArray<number>): StoredCollection =>
  seeded(
    "userFunctionId",
    functions.map(([code, name]) => ({ code, name })),
  )
