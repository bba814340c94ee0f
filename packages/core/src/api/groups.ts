import type { HttpApi, HttpApiGroup } from "@effect/platform"
import { SessionApi } from "./Session.js"
import type { WellkitApi } from "./WellkitApi.js"

type Groups = typeof WellkitApi extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never

/** A loader of each group of the contract, by the group's name. */
type GroupLoaders = {
  readonly [G in Groups as HttpApiGroup.HttpApiGroup.Name<G>]: () => Promise<HttpApiGroup.HttpApiGroup.Any>
}

/**
 * Each group of the contract (api/WellkitApi.ts), loaded when one of its calls is first made
 * (http/ApiClient.ts): a start evaluates only the groups its screen calls. The types keep this
 * list and the contract's the same; a new group adds one line to each.
 */
export const contractGroups: GroupLoaders = {
  // Every start signs in or checks its session, and the HTTP layer reads this group's errors.
  session: async () => SessionApi,
  entities: () => import("./Entities.js").then((m) => m.EntitiesApi),
  messages: () => import("./Messages.js").then((m) => m.MessagesApi),
  batches: () => import("./Batches.js").then((m) => m.BatchesApi),
  rewardFiles: () => import("./RewardFiles.js").then((m) => m.RewardFilesApi),
  content: () => import("./Content.js").then((m) => m.ContentApi),
  support: () => import("./Support.js").then((m) => m.SupportApi),
  licenses: () => import("./Licenses.js").then((m) => m.LicensesApi),
  rewards: () => import("./Rewards.js").then((m) => m.RewardsApi),
  challenges: () => import("./Challenges.js").then((m) => m.ChallengesApi),
  dashboard: () => import("./Dashboard.js").then((m) => m.DashboardApi),
  reports: () => import("./Reports.js").then((m) => m.ReportsApi),
  users: () => import("./Users.js").then((m) => m.UsersApi),
  purchase: () => import("./Purchase.js").then((m) => m.PurchaseApi),
  healthtrackers: () => import("./Healthtrackers.js").then((m) => m.HealthtrackersApi),
  formTemplates: () => import("./FormTemplates.js").then((m) => m.FormTemplatesApi),
  activityDefinitions: () => import("./ActivityDefinitions.js").then((m) => m.ActivityDefinitionsApi),
  challengeTemplates: () => import("./ChallengeTemplates.js").then((m) => m.ChallengeTemplatesApi),
  flows: () => import("./Flows.js").then((m) => m.FlowsApi),
  fileStorage: () => import("./FileStorage.js").then((m) => m.FileStorageApi),
  voyageTemplates: () => import("./VoyageTemplates.js").then((m) => m.VoyageTemplatesApi),
  foci: () => import("./Foci.js").then((m) => m.FociApi),
  administrators: () => import("./Administrators.js").then((m) => m.AdministratorsApi),
  organizations: () => import("./Organizations.js").then((m) => m.OrganizationsApi),
  packageGroups: () => import("./PackageGroups.js").then((m) => m.PackageGroupsApi),
  social: () => import("./Social.js").then((m) => m.SocialApi),
  programs: () => import("./Programs.js").then((m) => m.ProgramsApi),
  tags: () => import("./Tags.js").then((m) => m.TagsApi),
  rewardApprovals: () => import("./RewardApprovals.js").then((m) => m.RewardApprovalsApi),
  adminLicenses: () => import("./AdminLicenses.js").then((m) => m.AdminLicensesApi),
  tangoAccounts: () => import("./LicensePickLists.js").then((m) => m.TangoAccountsApi),
  measures: () => import("./LicensePickLists.js").then((m) => m.MeasuresApi),
  systemParameters: () => import("./SystemParameters.js").then((m) => m.SystemParametersApi),
  userFunctions: () => import("./UserFunctions.js").then((m) => m.UserFunctionsApi),
  memberRewards: () => import("./MemberRewards.js").then((m) => m.MemberRewardsApi),
  memberPrograms: () => import("./MemberPrograms.js").then((m) => m.MemberProgramsApi),
  memberRecords: () => import("./MemberRecords.js").then((m) => m.MemberRecordsApi),
  favorites: () => import("./Favorites.js").then((m) => m.FavoritesApi),
  members: () => import("./Members.js").then((m) => m.MembersApi),
}
