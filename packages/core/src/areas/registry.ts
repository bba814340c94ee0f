import { type AreaEntry, kitArea, lazyEntry } from "../kit/area.js"
import type { Run } from "../layer.js"

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
export * as ActivityDefinitions from "./activity-definitions/ActivityDefinitions.js"
export * from "./activity-definitions/path.js"
export * as AdminLicenses from "./admin-licenses/AdminLicenses.js"
export * as Measures from "./admin-licenses/Measures.js"
export * from "./admin-licenses/path.js"
export * as TangoAccounts from "./admin-licenses/TangoAccounts.js"
export * as ChallengeTemplates from "./challenge-templates/ChallengeTemplates.js"
export * from "./challenge-templates/path.js"
export * from "./content-preview/index.js"
export * as Favorites from "./favorites/Favorites.js"
export * from "./favorites/path.js"
export type { FavoritesSdk } from "./favorites/sdk.js"
export * as FileStorage from "./file-storage/FileStorage.js"
export * from "./file-storage/path.js"
export type { FileStorageSdk } from "./file-storage/sdk.js"
export * as Flows from "./flows/Flows.js"
export * from "./flows/path.js"
export type { FlowsSdk } from "./flows/sdk.js"
export * as Foci from "./foci/Foci.js"
export * from "./foci/path.js"
export * as FormTemplates from "./form-templates/FormTemplates.js"
export * from "./form-templates/path.js"
export * as Healthtrackers from "./healthtrackers/Healthtrackers.js"
export * from "./healthtrackers/path.js"
export * as MemberRecords from "./member-records/MemberRecords.js"
export * from "./system-parameters/path.js"
export * as SystemParameters from "./system-parameters/SystemParameters.js"
export * from "./user-functions/path.js"
export * as UserFunctions from "./user-functions/UserFunctions.js"
export * from "./voyage-templates/path.js"
export * as VoyageTemplates from "./voyage-templates/VoyageTemplates.js"

/** The license area's texts, also its pick lists' (one file, loaded once). */
const licenseTexts = () => import("./admin-licenses/en.json")

/**
 * Every area of the SDK, one line each: the SDK gives each its Promise entry
 * (`wellkit.<name>`), the portal adds its texts to the catalogue, and the
 * sandbox serves and seeds each resource of the kit. A new area adds one line
 * here (and its group to the contract's list in api/WellkitApi.ts).
 */
export const areas = {
  entities: { sdk: () => import("./entities/sdk.js") },
  administrators: {
    sdk: () => import("./administrators/sdk.js"),
    texts: () => import("./administrators/en.json"),
  },
  programs: { sdk: () => import("./programs/sdk.js"), texts: () => import("./programs/en.json") },
  rewardApprovals: {
    sdk: () => import("./reward-approvals/sdk.js"),
    texts: () => import("./reward-approvals/en.json"),
  },
  packageGroups: {
    sdk: () => import("./package-groups/sdk.js"),
    texts: () => import("./package-groups/en.json"),
  },
  organizations: {
    sdk: () => import("./organizations/sdk.js"),
    texts: () => import("./organizations/en.json"),
  },
  messages: { sdk: () => import("./messages/sdk.js") },
  batches: { sdk: () => import("./users/batches-sdk.js"), texts: () => import("./users/en.json") },
  rewardFiles: { sdk: () => import("./rewards/sdk.js"), texts: () => import("./rewards/en.json") },
  content: { sdk: () => import("./content/sdk.js"), texts: () => import("./content/en.json") },
  licenses: { sdk: () => import("./licenses/sdk.js") },
  funding: { sdk: () => import("./funding/sdk.js") },
  challenges: { sdk: () => import("./challenges/sdk.js") },
  dashboard: { sdk: () => import("./dashboard/sdk.js") },
  reports: { sdk: () => import("./reports/sdk.js") },
  users: { sdk: () => import("./users/users-sdk.js") },
  purchase: { sdk: () => import("./purchase/sdk.js") },
  healthtrackers: kitArea(
    () => import("./healthtrackers/Healthtrackers.js"),
    () => import("./healthtrackers/en.json"),
  ),
  formTemplates: kitArea(
    () => import("./form-templates/FormTemplates.js"),
    () => import("./form-templates/en.json"),
  ),
  activityDefinitions: kitArea(
    () => import("./activity-definitions/ActivityDefinitions.js"),
    () => import("./activity-definitions/en.json"),
  ),
  challengeTemplates: kitArea(
    () => import("./challenge-templates/ChallengeTemplates.js"),
    () => import("./challenge-templates/en.json"),
  ),
  flows: { sdk: () => import("./flows/sdk.js"), texts: () => import("./flows/en.json") },
  fileStorage: { sdk: () => import("./file-storage/sdk.js"), texts: () => import("./file-storage/en.json") },
  voyageTemplates: kitArea(
    () => import("./voyage-templates/VoyageTemplates.js"),
    () => import("./voyage-templates/en.json"),
  ),
  foci: kitArea(
    () => import("./foci/Foci.js"),
    () => import("./foci/en.json"),
  ),
  adminLicenses: kitArea(() => import("./admin-licenses/AdminLicenses.js"), licenseTexts),
  tangoAccounts: kitArea(() => import("./admin-licenses/TangoAccounts.js"), licenseTexts),
  measures: kitArea(() => import("./admin-licenses/Measures.js"), licenseTexts),
  support: { sdk: () => import("./support/sdk.js") },
  social: { texts: () => import("./social/en.json") },
  systemParameters: kitArea(
    () => import("./system-parameters/SystemParameters.js"),
    () => import("./system-parameters/en.json"),
  ),
  userFunctions: kitArea(
    () => import("./user-functions/UserFunctions.js"),
    () => import("./user-functions/en.json"),
  ),
  contentPreview: { texts: () => import("./content-preview/en.json") },
  memberRewards: {
    sdk: () => import("./member-rewards/sdk.js"),
    texts: () => import("./member-rewards/en.json"),
  },
  memberPrograms: { texts: () => import("./member-programs/en.json") },
  memberRecords: { texts: () => import("./member-records/en.json") },
  favorites: { sdk: () => import("./favorites/sdk.js"), texts: () => import("./favorites/en.json") },
  members: { sdk: () => import("./members/sdk.js"), texts: () => import("./members/en.json") },
} satisfies Readonly<Record<string, AreaEntry>>

type Areas = typeof areas

/** Each area's Promise SDK, keyed by its name in the registry, each with its own types. */
export type AreaEntries = {
  readonly [K in keyof Areas as Areas[K] extends { readonly sdk: unknown } ? K : never]: Areas[K] extends {
    readonly sdk: () => Promise<{ readonly sdk: (run: Run) => infer E }>
  }
    ? E
    : never
}

/** The names of the areas that are resources of the kit (the sandbox serves their calls). */
export type KitAreaName = {
  [K in keyof Areas]: Areas[K] extends { readonly resource: unknown } ? K : never
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

/**
 * The Promise SDK of every area in the registry (`wellkit.healthtrackers`, …). Each area's code
 * loads at its first call (kit/area.ts `lazyEntry`), so a client costs nothing per area up front.
 */
export const areaEntries = (run: Run): AreaEntries =>
  Object.fromEntries(
    entries.flatMap(([name, area]) => (area.sdk ? [[name, lazyEntry(run, area.sdk)]] : [])),
  ) as AreaEntries

/** The loaders of every area's texts, for the portal to add to its catalogue with the SDK. */
export const areaTextLoaders = [
  // Areas that share a file (a resource and its pick lists) name the same loader: each is loaded once.
  ...new Set(entries.flatMap(([, area]) => (area.texts ? [area.texts] : []))),
]

/** The kit resources of the registry, by name. */
export type KitAreas = {
  readonly [K in KitAreaName]: Areas[K] extends { readonly resource: () => Promise<infer R> } ? R : never
}

/** The names of the kit resources, without loading them. */
export const kitAreaNames = entries.flatMap(([name, area]) =>
  area.resource ? [name] : [],
) as ReadonlyArray<KitAreaName>

/** The kit resources of the registry, by name, loaded: the sandbox serves and seeds these. */
export const loadKitAreas = async (): Promise<KitAreas> =>
  Object.fromEntries(
    await Promise.all(
      entries.flatMap(([name, area]) =>
        area.resource ? [area.resource().then((resource) => [name, resource])] : [],
      ),
    ),
  ) as KitAreas
