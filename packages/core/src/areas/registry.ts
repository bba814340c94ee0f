import { type AreaEntry, kitArea } from "../kit/area.js"
import type { Run } from "../layer.js"
import * as ActivityDefinitions from "./activity-definitions/ActivityDefinitions.js"
import * as AdminLicenses from "./admin-licenses/AdminLicenses.js"
import * as Measures from "./admin-licenses/Measures.js"
import * as TangoAccounts from "./admin-licenses/TangoAccounts.js"
import * as Administrators from "./administrators/sdk.js"
import * as ChallengeTemplates from "./challenge-templates/ChallengeTemplates.js"
import * as Challenges from "./challenges/sdk.js"
import * as Content from "./content/sdk.js"
import * as Dashboard from "./dashboard/sdk.js"
import * as Entities from "./entities/sdk.js"
import * as Favorites from "./favorites/Favorites.js"
import * as FavoritesEntry from "./favorites/sdk.js"
import * as FileStorage from "./file-storage/FileStorage.js"
import * as FileStorageEntry from "./file-storage/sdk.js"
import * as Flows from "./flows/Flows.js"
import * as FlowsEntry from "./flows/sdk.js"
import * as Foci from "./foci/Foci.js"
import * as FormTemplates from "./form-templates/FormTemplates.js"
import * as Funding from "./funding/sdk.js"
import * as Healthtrackers from "./healthtrackers/Healthtrackers.js"
import * as Licenses from "./licenses/sdk.js"
import * as MemberRecords from "./member-records/MemberRecords.js"
import * as MemberRewards from "./member-rewards/sdk.js"
import * as Members from "./members/sdk.js"
import * as Messages from "./messages/sdk.js"
import * as Organisations from "./organisations/sdk.js"
import * as PackageGroups from "./package-groups/sdk.js"
import * as Programs from "./programs/sdk.js"
import * as Purchase from "./purchase/sdk.js"
import * as Reports from "./reports/sdk.js"
import * as RewardApprovals from "./reward-approvals/sdk.js"
import * as RewardFiles from "./rewards/sdk.js"
import * as Support from "./support/sdk.js"
import * as SystemParameters from "./system-parameters/SystemParameters.js"
import * as UserFunctions from "./user-functions/UserFunctions.js"
import * as Batches from "./users/batches-sdk.js"
import * as Users from "./users/users-sdk.js"
import * as VoyageTemplates from "./voyage-templates/VoyageTemplates.js"

export * from "../api/ActivityDefinitions.js"
export * from "../api/AdminLicenses.js"
export * from "../api/ChallengeTemplates.js"
export * from "../api/Favorites.js"
export * from "../api/FileStorage.js"
export * from "../api/Flows.js"
export * from "../api/Foci.js"
export * from "../api/FormTemplates.js"
export * from "../api/Healthtrackers.js"
export * from "../api/LicensePickLists.js"
export * from "../api/MemberRecords.js"
export * from "../api/SystemParameters.js"
export * from "../api/UserFunctions.js"
export * from "../api/VoyageTemplates.js"
export * from "./activity-definitions/path.js"
export * from "./admin-licenses/path.js"
export * from "./challenge-templates/path.js"
export * from "./content-preview/index.js"
export * from "./favorites/path.js"
export type { FavoritesSdk } from "./favorites/sdk.js"
export * from "./file-storage/path.js"
export type { FileStorageSdk } from "./file-storage/sdk.js"
export * from "./flows/path.js"
export type { FlowsSdk } from "./flows/sdk.js"
export * from "./foci/path.js"
export * from "./form-templates/path.js"
export * from "./healthtrackers/path.js"
export * from "./system-parameters/path.js"
export * from "./user-functions/path.js"
export * from "./voyage-templates/path.js"
export {
  ActivityDefinitions,
  AdminLicenses,
  ChallengeTemplates,
  Favorites,
  FileStorage,
  Flows,
  Foci,
  FormTemplates,
  Healthtrackers,
  Measures,
  MemberRecords,
  SystemParameters,
  TangoAccounts,
  UserFunctions,
  VoyageTemplates,
}

/** The license area's texts, also its pick lists' (one file, loaded once). */
const licenseTexts = () => import("./admin-licenses/en.json")

/**
 * Every area of the SDK, one line each: the SDK gives each its Promise entry
 * (`wellkit.<name>`), the portal adds its texts to the catalogue, and the
 * sandbox serves and seeds each resource of the kit. A new area adds one line
 * here (and its group to the contract's list in api/WellkitApi.ts).
 */
export const areas = {
  entities: { sdk: Entities.sdk },
  administrators: { sdk: Administrators.sdk, texts: () => import("./administrators/en.json") },
  programs: { sdk: Programs.sdk, texts: () => import("./programs/en.json") },
  rewardApprovals: { sdk: RewardApprovals.sdk, texts: () => import("./reward-approvals/en.json") },
  packageGroups: { sdk: PackageGroups.sdk, texts: () => import("./package-groups/en.json") },
  organisations: { sdk: Organisations.sdk, texts: () => import("./organisations/en.json") },
  messages: { sdk: Messages.sdk },
  batches: { sdk: Batches.sdk },
  rewardFiles: { sdk: RewardFiles.sdk, texts: () => import("./rewards/en.json") },
  content: { sdk: Content.sdk, texts: () => import("./content/en.json") },
  licenses: { sdk: Licenses.sdk },
  funding: { sdk: Funding.sdk },
  challenges: { sdk: Challenges.sdk },
  dashboard: { sdk: Dashboard.sdk },
  reports: { sdk: Reports.sdk },
  users: { sdk: Users.sdk },
  purchase: { sdk: Purchase.sdk },
  healthtrackers: kitArea(Healthtrackers, () => import("./healthtrackers/en.json")),
  formTemplates: kitArea(FormTemplates, () => import("./form-templates/en.json")),
  activityDefinitions: kitArea(ActivityDefinitions, () => import("./activity-definitions/en.json")),
  challengeTemplates: kitArea(ChallengeTemplates, () => import("./challenge-templates/en.json")),
  flows: { sdk: FlowsEntry.sdk, texts: () => import("./flows/en.json") },
  fileStorage: { sdk: FileStorageEntry.sdk, texts: () => import("./file-storage/en.json") },
  voyageTemplates: kitArea(VoyageTemplates, () => import("./voyage-templates/en.json")),
  foci: kitArea(Foci, () => import("./foci/en.json")),
  adminLicenses: kitArea(AdminLicenses, licenseTexts),
  tangoAccounts: kitArea(TangoAccounts, licenseTexts),
  measures: kitArea(Measures, licenseTexts),
  support: { sdk: Support.sdk },
  social: { texts: () => import("./social/en.json") },
  systemParameters: kitArea(SystemParameters, () => import("./system-parameters/en.json")),
  userFunctions: kitArea(UserFunctions, () => import("./user-functions/en.json")),
  contentPreview: { texts: () => import("./content-preview/en.json") },
  memberRewards: { sdk: MemberRewards.sdk, texts: () => import("./member-rewards/en.json") },
  memberPrograms: { texts: () => import("./member-programs/en.json") },
  memberRecords: { texts: () => import("./member-records/en.json") },
  favorites: { sdk: FavoritesEntry.sdk, texts: () => import("./favorites/en.json") },
  members: { sdk: Members.sdk, texts: () => import("./members/en.json") },
} satisfies Readonly<Record<string, AreaEntry>>

type Areas = typeof areas

/** Each area's Promise SDK, keyed by its name in the registry, each with its own types. */
export type AreaEntries = {
  readonly [K in keyof Areas as Areas[K] extends { readonly sdk: unknown } ? K : never]: Areas[K] extends {
    readonly sdk: (run: Run) => infer E
  }
    ? E
    : never
}

/** The names of the areas that are resources of the kit (the sandbox serves their calls). */
export type KitAreaName = {
  [K in keyof Areas]: Areas[K] extends { readonly resource: object } ? K : never
}[keyof Areas]

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void
  ? I
  : never

/** Every area's texts as one object type: the portal types its catalogue's keys from it. */
export type AreaTexts = Intersection<
  {
    [K in keyof Areas]: Areas[K] extends { readonly texts: () => Promise<{ readonly default: infer T }> }
      ? T
      : never
  }[keyof Areas]
>

const entries = Object.entries(areas as Readonly<Record<string, AreaEntry>>)

/** The Promise SDK of every area in the registry (`wellkit.healthtrackers`, …). */
export const areaEntries = (run: Run): AreaEntries =>
  Object.fromEntries(
    entries.flatMap(([name, area]) => (area.sdk ? [[name, area.sdk(run)]] : [])),
  ) as AreaEntries

/** The loaders of every area's texts, for the portal to add to its catalogue with the SDK. */
export const areaTextLoaders = [
  // Areas that share a file (a resource and its pick lists) name the same loader: each is loaded once.
  ...new Set(entries.flatMap(([, area]) => (area.texts ? [area.texts] : []))),
]

/** The kit resources of the registry, by name: the sandbox serves and seeds these. */
export const kitAreas = Object.fromEntries(
  entries.flatMap(([name, area]) => (area.resource ? [[name, area.resource]] : [])),
) as { readonly [K in KitAreaName]: Areas[K] extends { readonly resource: infer R } ? R : never }
