export * from "./api/index.js"
// Each area at the root as its namespace and caches only: rules have names areas would share
// (isUpdate, totalOf, cents); they are flat in the area's own entry point, `@wellkit/core/<area>`.
export { Administrators } from "./areas/administrators/index.js"
export { ChallengeListCache, Challenges, ChallengeTemplateCache } from "./areas/challenges/index.js"
export { Content, SYNC_HISTORY_DEFAULTS, syncQueued } from "./areas/content/index.js"
export { Dashboard, DashboardCache, type DashboardData } from "./areas/dashboard/index.js"
export {
  Entities,
  type EntityList,
  EntityListCache,
  entityForest,
  inTreeOrder,
} from "./areas/entities/index.js"
export { Funding, FundingCache, type FundingView } from "./areas/funding/index.js"
export { LicenseListCache, Licenses, type LicenseView } from "./areas/licenses/index.js"
export { type MessageList, MessageListCache, Messages, type Outcome } from "./areas/messages/index.js"
export { Organisations } from "./areas/organisations/index.js"
export {
  ChallengeTemplates,
  PackageChallenges,
  PackageGroups,
  PickLists,
  RewardGroups,
  RewardGroupTemplates,
} from "./areas/package-groups/index.js"
export { Purchase } from "./areas/purchase/index.js"
export * from "./areas/registry.js"
export { Reports } from "./areas/reports/index.js"
export { RewardFiles, rewardFileUploaded } from "./areas/rewards/index.js"
export { Social } from "./areas/social/index.js"
export { contactSent, FaqCache, Support, SupportInfoCache } from "./areas/support/index.js"
export { Batches, type UploadRequest, UserListCache, type UserLists, Users } from "./areas/users/index.js"
export * from "./cache/LazyCache.js"
export * from "./cache/SessionCaches.js"
export * from "./errors/index.js"
export * from "./forms/dates.js"
export * from "./forms/debounce.js"
export * from "./forms/email.js"
export * from "./forms/validate.js"
export * from "./http/index.js"
export * from "./kit/index.js"
export * from "./navigation/index.js"
export * from "./ports/index.js"
export * from "./realtime/index.js"
export * from "./layer.js"
export * from "./sdk.js"
export * from "./session/index.js"
