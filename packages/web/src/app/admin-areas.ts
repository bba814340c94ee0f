import { MESSAGES_PATH } from "@wellkit/core"
import { ACTIVITY_DEFINITIONS_PATH } from "@wellkit/core/activity-definitions/path"
import { ADMIN_LICENSES_PATH } from "@wellkit/core/admin-licenses/path"
import { ADMINISTRATORS_PATH } from "@wellkit/core/administrators/path"
import { CHALLENGE_TEMPLATES_PATH } from "@wellkit/core/challenge-templates/path"
import { CONTENT_SYNC_PATH } from "@wellkit/core/content/path"
import { FAVORITES_PATH } from "@wellkit/core/favorites/path"
import { FILE_STORAGE_PATH } from "@wellkit/core/file-storage/path"
import { FLOWS_PATH } from "@wellkit/core/flows/path"
import { FOCI_PATH } from "@wellkit/core/foci/path"
import { FORM_TEMPLATES_PATH } from "@wellkit/core/form-templates/path"
import { HEALTHTRACKERS_PATH } from "@wellkit/core/healthtrackers/path"
import { MEMBER_DEMOGRAPHICS_PAGE, MEMBERS_PATH } from "@wellkit/core/members/path"
import { ORGANIZATIONS_PATH } from "@wellkit/core/organizations/path"
import {
  CHALLENGE_PAGE,
  PACKAGE_GROUPS_PATH,
  REWARD_GROUP_PAGE,
  REWARD_GROUP_TEMPLATES_PATH,
  SHORT_CHALLENGE_PAGE,
} from "@wellkit/core/package-groups/path"
import { PROGRAMS_PATH } from "@wellkit/core/programs/path"
import { REWARD_FILES_PATH } from "@wellkit/core/rewards/path"
import { SOCIAL_BLOGS_PATH, SOCIAL_COMMUNITIES_PATH, SOCIAL_MODERATION_PATH } from "@wellkit/core/social/path"
import { SYSTEM_PARAMETERS_PATH } from "@wellkit/core/system-parameters/path"
import { USER_FUNCTIONS_PATH } from "@wellkit/core/user-functions/path"
import { VOYAGE_TEMPLATES_PATH } from "@wellkit/core/voyage-templates/path"
import type { ComponentType } from "react"
import type { TextKey } from "../i18n/index.js"

/** The staff area's sections, in the order the menu and the admin home show them. */
export const adminSections = ["organizations", "programs", "rewards", "social", "platform"] as const

export type AdminSection = (typeof adminSections)[number]

/** A lazily loaded screen: a module whose `Component` renders it. */
type Screen = () => Promise<{ Component: ComponentType }>

export interface AdminArea {
  readonly path: string
  readonly section: AdminSection
  /** The menu's and the card's words. */
  readonly label: TextKey
  readonly summary: TextKey
  /** None for an area reached only from another's page (licenses, from an organization's): no menu item, no card. */
  readonly list?: Screen
  /** A record's own page, at `${path}/:id`, for areas that have one. */
  readonly detail?: Screen
  /** Pages of records inside a record (a nested resource), at `${path}/${page.path}`, e.g. ":id/package/:packageId/rewardGroup/:rewardGroupId". */
  readonly nested?: ReadonlyArray<{ readonly path: string; readonly screen: Screen }>
}

/**
 * The staff area's route table: one entry per area that is built. The router,
 * the side menu and the admin home are all made from it.
 */
export const adminAreas: ReadonlyArray<AdminArea> = [
  {
    path: PROGRAMS_PATH,
    section: "programs",
    label: "programs.title",
    summary: "programs.summary",
    list: () => import("../screens/programs/ProgramsPage.js"),
    detail: () => import("../screens/programs/ProgramPage.js"),
  },
  {
    path: MESSAGES_PATH,
    section: "programs",
    label: "shell.nav.messages",
    summary: "noap.messagesCardBody",
    list: () => import("../screens/messages/MessageListPage.js"),
  },
  {
    path: HEALTHTRACKERS_PATH,
    section: "programs",
    label: "healthtrackers.title",
    summary: "healthtrackers.summary",
    list: () => import("../screens/healthtrackers/HealthtrackersPage.js"),
    detail: () => import("../screens/healthtrackers/HealthtrackerPage.js"),
  },
  {
    path: FORM_TEMPLATES_PATH,
    section: "programs",
    label: "formTemplates.title",
    summary: "formTemplates.summary",
    list: () => import("../screens/form-templates/FormTemplatesPage.js"),
    detail: () => import("../screens/form-templates/FormTemplatePage.js"),
  },
  {
    path: ACTIVITY_DEFINITIONS_PATH,
    section: "programs",
    label: "activityDefinitions.title",
    summary: "activityDefinitions.summary",
    list: () => import("../screens/activity-definitions/ActivityDefinitionsPage.js"),
    detail: () => import("../screens/activity-definitions/ActivityDefinitionPage.js"),
  },
  {
    path: CHALLENGE_TEMPLATES_PATH,
    section: "programs",
    label: "challengeTemplates.title",
    summary: "challengeTemplates.summary",
    list: () => import("../screens/challenge-templates/ChallengeTemplatesPage.js"),
    detail: () => import("../screens/challenge-templates/ChallengeTemplatePage.js"),
  },
  {
    path: FLOWS_PATH,
    section: "programs",
    label: "flows.title",
    summary: "flows.summary",
    list: () => import("../screens/flows/FlowsPage.js"),
  },
  {
    path: FILE_STORAGE_PATH,
    section: "platform",
    label: "fileStorage.title",
    summary: "fileStorage.summary",
    list: () => import("../screens/file-storage/ContainersPage.js"),
    detail: () => import("../screens/file-storage/ContainerPage.js"),
  },
  {
    path: VOYAGE_TEMPLATES_PATH,
    section: "programs",
    label: "voyageTemplates.title",
    summary: "voyageTemplates.summary",
    list: () => import("../screens/voyage-templates/VoyageTemplatesPage.js"),
    detail: () => import("../screens/voyage-templates/VoyageTemplatePage.js"),
  },
  {
    path: FOCI_PATH,
    section: "programs",
    label: "foci.title",
    summary: "foci.summary",
    list: () => import("../screens/foci/FociPage.js"),
    detail: () => import("../screens/foci/FocusPage.js"),
  },
  {
    path: REWARD_GROUP_TEMPLATES_PATH,
    section: "rewards",
    label: "rewardGroupTemplates.title",
    summary: "rewardGroupTemplates.summary",
    list: () => import("../screens/reward-group-templates/RewardGroupTemplatesPage.js"),
    detail: () => import("../screens/reward-group-templates/RewardGroupTemplatePage.js"),
  },
  {
    // Outside /noap/admin, as the spec routes it; still a staff page (core's route table guards /noap).
    path: MEMBERS_PATH,
    section: "organizations",
    label: "members.title",
    summary: "members.summary",
    list: () => import("../screens/members/MembersPage.js"),
    detail: () => import("../screens/members/MemberPage.js"),
    nested: [
      { path: MEMBER_DEMOGRAPHICS_PAGE, screen: () => import("../screens/members/DemographicsPage.js") },
    ],
  },
  {
    path: ADMINISTRATORS_PATH,
    section: "organizations",
    label: "administrators.title",
    summary: "administrators.summary",
    list: () => import("../screens/administrators/AdministratorsPage.js"),
    detail: () => import("../screens/administrators/AdministratorPage.js"),
  },
  {
    path: ADMIN_LICENSES_PATH,
    section: "organizations",
    label: "adminLicenses.title",
    summary: "adminLicenses.summary",
    detail: () => import("../screens/admin-licenses/AdminLicensePage.js"),
  },
  {
    path: ORGANIZATIONS_PATH,
    section: "organizations",
    label: "organizations.title",
    summary: "organizations.summary",
    list: () => import("../screens/organizations/OrganizationsPage.js"),
    detail: () => import("../screens/organizations/OrganizationPage.js"),
  },
  {
    path: PACKAGE_GROUPS_PATH,
    section: "programs",
    label: "packageGroups.title",
    summary: "packageGroups.summary",
    list: () => import("../screens/package-groups/PackageGroupsPage.js"),
    detail: () => import("../screens/package-groups/PackageGroupPage.js"),
    nested: [
      {
        path: `:id/${REWARD_GROUP_PAGE}`,
        screen: () => import("../screens/package-groups/RewardGroupPage.js"),
      },
      {
        path: `:id/${CHALLENGE_PAGE}`,
        screen: () => import("../screens/package-groups/ChallengePage.js"),
      },
      {
        path: `:id/${SHORT_CHALLENGE_PAGE}`,
        screen: () => import("../screens/package-groups/ShortChallengePage.js"),
      },
    ],
  },
  {
    path: REWARD_FILES_PATH,
    section: "rewards",
    label: "rewardFiles.title",
    summary: "rewardFiles.summary",
    list: () => import("../screens/reward-files/RewardFilesPage.js"),
  },
  {
    path: SOCIAL_BLOGS_PATH,
    section: "social",
    label: "social.blog.title",
    summary: "social.blog.summary",
    list: () => import("../screens/social/BlogPage.js"),
    detail: () => import("../screens/social/BlogPostPage.js"),
  },
  {
    path: SOCIAL_COMMUNITIES_PATH,
    section: "social",
    label: "social.communities.title",
    summary: "social.communities.summary",
    list: () => import("../screens/social/CommunitiesPage.js"),
    detail: () => import("../screens/social/CommunityPage.js"),
  },
  {
    path: SOCIAL_MODERATION_PATH,
    section: "social",
    label: "social.moderation.title",
    summary: "social.moderation.summary",
    list: () => import("../screens/social/ModerationPage.js"),
  },
  {
    path: CONTENT_SYNC_PATH,
    section: "platform",
    label: "contentSync.title",
    summary: "contentSync.summary",
    list: () => import("../screens/content-sync/ContentSyncPage.js"),
    detail: () => import("../screens/content-sync/SyncDetailsPage.js"),
  },
  {
    path: FAVORITES_PATH,
    section: "organizations",
    label: "favorites.title",
    summary: "favorites.summary",
    list: () => import("../screens/favorites/FavoritesPage.js"),
  },
  {
    path: SYSTEM_PARAMETERS_PATH,
    section: "platform",
    label: "systemParameters.title",
    summary: "systemParameters.summary",
    list: () => import("../screens/system-parameters/SystemParametersPage.js"),
  },
  {
    path: USER_FUNCTIONS_PATH,
    section: "platform",
    label: "userFunctions.title",
    summary: "userFunctions.summary",
    list: () => import("../screens/user-functions/UserFunctionsPage.js"),
  },
]
