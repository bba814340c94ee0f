export * from "./api/index.js"
// Each area at the root as its namespace, its caches and its Promise SDK's type only (`wellkit.messages`
// is a MessagesSdk: a consumer's declarations name the client with these): rules have names areas would
// share (isUpdate, totalOf, cents); they are flat in the area's own entry point, `@wellkit/core/<area>`.
export { Administrators } from "./areas/administrators/index.js"
export type { AdministratorsSdk } from "./areas/administrators/sdk.js"
export { ChallengeListCache, Challenges } from "./areas/challenges/index.js"
export type { ChallengesSdk } from "./areas/challenges/sdk.js"
export { Content, SYNC_HISTORY_DEFAULTS, syncQueued } from "./areas/content/index.js"
export type { ContentSdk } from "./areas/content/sdk.js"
export { Dashboard, DashboardCache, type DashboardData } from "./areas/dashboard/index.js"
export type { DashboardSdk } from "./areas/dashboard/sdk.js"
export {
  Entities,
  type EntityList,
  EntityListCache,
  entityForest,
  inTreeOrder,
} from "./areas/entities/index.js"
export type { EntitiesSdk } from "./areas/entities/sdk.js"
export { Funding, FundingCache, type FundingView } from "./areas/funding/index.js"
export type { FundingSdk } from "./areas/funding/sdk.js"
export { LicenseListCache, Licenses, type LicenseView } from "./areas/licenses/index.js"
export type { LicensesSdk } from "./areas/licenses/sdk.js"
export { MemberRewards } from "./areas/member-rewards/index.js"
export type { MemberRewardsSdk } from "./areas/member-rewards/sdk.js"
export { Members } from "./areas/members/index.js"
export type { MembersSdk } from "./areas/members/sdk.js"
export { type MessageList, MessageListCache, Messages, type Outcome } from "./areas/messages/index.js"
export type { MessagesSdk } from "./areas/messages/sdk.js"
export { Organizations } from "./areas/organizations/index.js"
export type { OrganizationsSdk } from "./areas/organizations/sdk.js"
export {
  PackageChallenges,
  PackageGroups,
  PickLists,
  RewardGroups,
  RewardGroupTemplates,
} from "./areas/package-groups/index.js"
export type { PackageGroupsSdk } from "./areas/package-groups/sdk.js"
export { Programs } from "./areas/programs/index.js"
export type { ProgramsSdk } from "./areas/programs/sdk.js"
export { Purchase } from "./areas/purchase/index.js"
export type { PurchaseSdk } from "./areas/purchase/sdk.js"
export * from "./areas/registry.js"
export { Reports } from "./areas/reports/index.js"
export type { ReportsSdk } from "./areas/reports/sdk.js"
export { RewardApprovals } from "./areas/reward-approvals/index.js"
export type { RewardApprovalsSdk } from "./areas/reward-approvals/sdk.js"
export { RewardFiles, rewardFileUploaded } from "./areas/rewards/index.js"
export type { RewardFilesSdk } from "./areas/rewards/sdk.js"
export { Social } from "./areas/social/index.js"
export { contactSent, FaqCache, Support, SupportInfoCache } from "./areas/support/index.js"
export type { SupportSdk } from "./areas/support/sdk.js"
export type { BatchesSdk } from "./areas/users/batches-sdk.js"
export { Batches, type UploadRequest, UserListCache, type UserLists, Users } from "./areas/users/index.js"
export type { UsersSdk } from "./areas/users/users-sdk.js"
export * from "./cache/LazyCache.js"
export * from "./cache/SessionCaches.js"
export * from "./errors/index.js"
export * from "./format/index.js"
export * from "./forms/dates.js"
export * from "./forms/debounce.js"
export * from "./forms/email.js"
export * from "./forms/file.js"
export * from "./forms/validate.js"
export * from "./http/index.js"
export * from "./kit/index.js"
export * from "./layer.js"
export * from "./navigation/index.js"
export * from "./ports/index.js"
export * from "./realtime/index.js"
export * from "./sdk.js"
export * from "./session/index.js"
export type { SessionSdk } from "./session/sdk.js"
