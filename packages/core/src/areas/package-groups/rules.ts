import type {
  ChallengeTemplate,
  PackageGroupId,
  PackageId,
  StaffChallengeInput,
} from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import type {
  PackageGroupInput,
  RewardGroupTemplate,
  RewardGroupTemplateInput,
  StaffPackageGroup,
  StaffRewardGroupInput,
} from "../../api/PackageGroups.js"
import type { ChildAddress, ChildRules } from "../../kit/nested.js"
import type { InvalidationScope, ResourceRules } from "../../kit/resource.js"
import { endDateFor } from "../challenges/rules.js"
import {
  CHALLENGE_PAGE,
  PACKAGE_GROUPS_PATH,
  REWARD_GROUP_PAGE,
  REWARD_GROUP_TEMPLATES_PATH,
} from "./path.js"

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } as const

/** ADM-1: an id above 0 is a record that exists. */
const exists = (id: number | undefined) => (id ?? 0) > 0

export const packageGroupRules = {
  /** ADM-1: a packageGroupId above 0 means update. */
  isUpdate: (input: Pick<PackageGroupInput, "packageGroupId">) => exists(input.packageGroupId),
  listPath: PACKAGE_GROUPS_PATH,
  /** ADM-2: save and copy go to /{packageGroupId} (a copy's, in its organization); delete to the list. */
  redirects: {
    create: { to: "detail", replace: true },
    update: { to: "detail" },
    delete: { to: "list", replace: true },
    copy: { to: "detail" },
  },
  /** ERR-6: the spec's texts. */
  toasts: {
    create: saved,
    update: saved,
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.PACKAGE_GROUP_DELETED" },
    copy: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.COPY_CREATED" },
  },
  /** ADM-3: a copy changes the target organization's list, anything else the group's own. */
  invalidates: (action: string, scope: InvalidationScope) =>
    action === "copy" ? (scope.targetEntityId === undefined ? [] : [scope.targetEntityId]) : [scope.entityId],
  /** ADM-9: a refused save shows the server's text as is. */
  serverTextOnSave: [400, 404],
} as const satisfies ResourceRules<PackageGroupInput>

/** Where a package's contents sit: the organization, the package group (`id`) and the package. */
export type PackageAddress = {
  readonly entityId: EntityId
  readonly id: number
  readonly packageId: number
}

export const rewardGroupRules = {
  path: REWARD_GROUP_PAGE,
  /** ADM-1: a rewardGroupId above 0 means update. */
  isUpdate: (input) => exists(input.rewardGroupId),
  addressOf: (group) => ({
    entityId: group.ownerEntityId,
    id: group.packageGroupId,
    packageId: group.packageId,
    rewardGroupId: group.rewardGroupId,
  }),
  /** ADM-2: saving goes to the reward group's path, deleting to /{packageGroupId}; an import stays (ADM-5 reloads). */
  redirects: {
    create: { to: "child", replace: true },
    update: { to: "child" },
    delete: { to: "parent", replace: true },
    import: { to: "stay" },
  },
  toasts: {
    create: saved,
    update: saved,
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.REWARD_GROUP_DELETED" },
    import: saved,
  },
} satisfies ChildRules<StaffRewardGroupInput>

export const challengeRules = {
  path: CHALLENGE_PAGE,
  isUpdate: (input) => exists(input.challengeId),
  addressOf: (challenge) => ({
    entityId: challenge.ownerId,
    id: challenge.packageGroupId,
    packageId: challenge.packageId,
    challengeId: challenge.challengeId,
  }),
  /** Decided (the spec names no redirect): a saved challenge stays on its page, a deleted one leads to its group. */
  redirects: {
    create: { to: "child", replace: true },
    update: { to: "stay" },
    delete: { to: "parent", replace: true },
    import: { to: "stay" },
  },
  /** ERR-6: "challenge saved/deleted" toasts, in the spec's words. */
  toasts: {
    create: saved,
    update: saved,
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    import: saved,
  },
} satisfies ChildRules<StaffChallengeInput>

export const rewardGroupTemplateRules = {
  /** ADM-1: a rewardGroupTemplateId above 0 means update. */
  isUpdate: (input: Pick<RewardGroupTemplateInput, "rewardGroupTemplateId">) =>
    exists(input.rewardGroupTemplateId),
  listPath: REWARD_GROUP_TEMPLATES_PATH,
  /** ADM-2: save goes to /{rewardGroupTemplateId}; delete to the list. */
  redirects: {
    create: { to: "detail", replace: true },
    update: { to: "detail" },
    delete: { to: "list", replace: true },
  },
  toasts: {
    create: saved,
    update: saved,
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" },
  },
} as const satisfies ResourceRules<RewardGroupTemplateInput>

/** ADM-10: how long after an organization is created the API refuses its package groups (403). */
export const ORGANIZATION_CACHE_WINDOW_MS = 5 * 60_000

export const inOrganizationCacheWindow = (createdAt: string | undefined, now: number): boolean => {
  const created = createdAt === undefined ? Number.NaN : Date.parse(createdAt)
  return Number.isFinite(created) && now - created < ORGANIZATION_CACHE_WINDOW_MS
}

/** What the group's form edits: the group and its packages' own fields; their contents have their own calls. */
export const formOf = (group: StaffPackageGroup): PackageGroupInput => ({
  packageGroupId: group.packageGroupId,
  ownerEntityId: group.ownerEntityId,
  name: group.name,
  description: group.description,
  isActive: group.isActive,
  packages: group.packages.map(({ packageId, name, productId }) => ({ packageId, name, productId })),
})

/** ADM-5: a challenge imported from a template into a package, starting on `startDate`. */
export const challengeFromTemplate = (
  template: ChallengeTemplate,
  at: PackageAddress,
  startDate: string,
): StaffChallengeInput => ({
  ownerId: at.entityId,
  packageGroupId: at.id as PackageGroupId,
  packageId: at.packageId as PackageId,
  challengeTemplateId: template.challengeTemplateId,
  name: template.name,
  goal: template.goal,
  startDate,
  endDate: endDateFor(startDate, template.durationDays),
})

/** ADM-5: a reward group imported from a template into a package; it remembers where it came from. */
export const rewardGroupFromTemplate = (
  template: RewardGroupTemplate,
  at: PackageAddress,
): StaffRewardGroupInput => ({
  ownerEntityId: at.entityId,
  packageGroupId: at.id as PackageGroupId,
  packageId: at.packageId as PackageId,
  name: template.name,
  description: template.description,
  rewardSymbolId: template.rewardSymbolId,
  amount: template.amount,
  rewardGroupTemplateId: template.rewardGroupTemplateId,
})

/**
 * The spec's short challenge address (`…/{packageGroupId}/challenge/{challengeId}`)
 * names no package: the challenge's full address is the one of the package
 * that holds it, or none when the group holds no such challenge.
 */
export const challengeAddressIn = (
  group: StaffPackageGroup,
  entityId: EntityId,
  challengeId: number,
): ChildAddress | undefined => {
  const pkg = group.packages.find((candidate) =>
    candidate.challenges.some((challenge) => challenge.challengeId === challengeId),
  )
  return pkg ? { entityId, id: group.packageGroupId, packageId: pkg.packageId, challengeId } : undefined
}
