import { HttpApi, OpenApi } from "@effect/platform"
import { ActivityDefinitionsApi } from "./ActivityDefinitions.js"
import { AdministratorsApi } from "./Administrators.js"
import { AdminLicensesApi } from "./AdminLicenses.js"
import { BatchesApi } from "./Batches.js"
import { ChallengesApi } from "./Challenges.js"
import { ChallengeTemplatesApi } from "./ChallengeTemplates.js"
import { ContentApi } from "./Content.js"
import { DashboardApi } from "./Dashboard.js"
import { EntitiesApi } from "./Entities.js"
import { FavoritesApi } from "./Favorites.js"
import { FileStorageApi } from "./FileStorage.js"
import { FlowsApi } from "./Flows.js"
import { FociApi } from "./Foci.js"
import { FormTemplatesApi } from "./FormTemplates.js"
import { HealthtrackersApi } from "./Healthtrackers.js"
import { MeasuresApi, TangoAccountsApi } from "./LicensePickLists.js"
import { LicensesApi } from "./Licenses.js"
import { MemberProgramsApi } from "./MemberPrograms.js"
import { MemberRecordsApi } from "./MemberRecords.js"
import { MemberRewardsApi } from "./MemberRewards.js"
import { MembersApi } from "./Members.js"
import { MessagesApi } from "./Messages.js"
import { OrganizationsApi } from "./Organizations.js"
import { PackageGroupsApi } from "./PackageGroups.js"
import { ProgramsApi } from "./Programs.js"
import { PurchaseApi } from "./Purchase.js"
import { ReportsApi } from "./Reports.js"
import { RewardApprovalsApi } from "./RewardApprovals.js"
import { RewardFilesApi } from "./RewardFiles.js"
import { RewardsApi } from "./Rewards.js"
import { SessionApi } from "./Session.js"
import { SocialApi } from "./Social.js"
import { SupportApi } from "./Support.js"
import { SystemParametersApi } from "./SystemParameters.js"
import { TagsApi } from "./Tags.js"
import { UserFunctionsApi } from "./UserFunctions.js"
import { UsersApi } from "./Users.js"
import { VoyageTemplatesApi } from "./VoyageTemplates.js"

/** The whole API the portal, CLI and sandbox agree on. Every call is declared once, here. */
export class WellkitApi extends HttpApi.make("wellkit")
  .add(SessionApi)
  .add(EntitiesApi)
  .add(MessagesApi)
  .add(BatchesApi)
  .add(RewardFilesApi)
  .add(ContentApi)
  .add(SupportApi)
  .add(LicensesApi)
  .add(RewardsApi)
  .add(ChallengesApi)
  .add(DashboardApi)
  .add(ReportsApi)
  .add(UsersApi)
  .add(PurchaseApi)
  .add(HealthtrackersApi)
  .add(FormTemplatesApi)
  .add(ActivityDefinitionsApi)
  .add(ChallengeTemplatesApi)
  .add(FlowsApi)
  .add(FileStorageApi)
  .add(VoyageTemplatesApi)
  .add(FociApi)
  .add(AdministratorsApi)
  .add(OrganizationsApi)
  .add(PackageGroupsApi)
  .add(SocialApi)
  .add(ProgramsApi)
  .add(TagsApi)
  .add(RewardApprovalsApi)
  .add(AdminLicensesApi)
  .add(TangoAccountsApi)
  .add(MeasuresApi)
  .add(SystemParametersApi)
  .add(UserFunctionsApi)
  .add(MemberRewardsApi)
  .add(MemberProgramsApi)
  .add(MemberRecordsApi)
  .add(FavoritesApi)
  .add(MembersApi)
  .annotate(OpenApi.Title, "wellkit API")
  .annotate(OpenApi.Version, "0.1.0")
  .annotate(
    OpenApi.Description,
    "Every call also carries apiKey, authToken (after login), locale, tzoffset, tz and v as query parameters.",
  ) {}
