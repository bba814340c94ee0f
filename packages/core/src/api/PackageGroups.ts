import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { requiredText as text } from "../forms/text-field.js"
import { childEndpoints } from "../kit/nested.js"
import { crudEndpoints, idParamOf } from "../kit/resource.js"
import { ErrorKeys } from "./annotations.js"
import { PackageGroupId, PackageId, StaffChallenge } from "./Challenges.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"
import { Product, ProductId } from "./Licenses.js"
import { CopyTarget } from "./Messages.js"
import { RewardGroupId } from "./Rewards.js"

export const RewardSymbolId = Schema.Int.pipe(Schema.positive(), Schema.brand("RewardSymbolId"))
export type RewardSymbolId = typeof RewardSymbolId.Type
export const RewardGroupTemplateId = Schema.Int.pipe(Schema.positive(), Schema.brand("RewardGroupTemplateId"))
export type RewardGroupTemplateId = typeof RewardGroupTemplateId.Type

/** What a reward is paid in: points, dollars, prize-draw entries. */
export const RewardSymbol = Schema.Struct({
  rewardSymbolId: RewardSymbolId,
  name: Schema.String,
  symbol: Schema.String,
})
export type RewardSymbol = typeof RewardSymbol.Type

/** The longest names: a reward (group or template), a package, a package group. The forms read them here. */
export const REWARD_TEXT_MAX = { name: 80 } as const
export const PACKAGE_TEXT_MAX = { name: 80 } as const
export const PACKAGE_GROUP_TEXT_MAX = { name: 100 } as const

/** What members earn: an amount of a symbol. */
const RewardFields = {
  ownerEntityId: EntityId,
  name: text("a name", REWARD_TEXT_MAX.name),
  description: Schema.String,
  rewardSymbolId: RewardSymbolId.annotations({
    message: () => ({ message: "Choose what the reward is paid in.", override: true }),
  }),
  amount: Schema.Number.annotations({ message: () => "Enter an amount." }).pipe(
    Schema.positive({ message: () => "An amount is above 0." }),
    Schema.lessThanOrEqualTo(100_000, { message: () => "An amount is at most 100,000." }),
  ),
}

/** A reward group of a package: members who complete its package earn it. */
const RewardGroupFields = {
  ...RewardFields,
  packageGroupId: PackageGroupId,
  packageId: PackageId,
  /** The template it was imported from, if any. */
  rewardGroupTemplateId: Schema.NullOr(RewardGroupTemplateId),
}
export const StaffRewardGroup = Schema.Struct({ ...RewardGroupFields, rewardGroupId: RewardGroupId })
export type StaffRewardGroup = typeof StaffRewardGroup.Type
/** ADM-1: a rewardGroupId above 0 means update. */
export const StaffRewardGroupInput = Schema.Struct({
  ...RewardGroupFields,
  rewardGroupId: Schema.optional(RewardGroupId),
})
export type StaffRewardGroupInput = typeof StaffRewardGroupInput.Type

export const RewardGroupTemplate = Schema.Struct({
  ...RewardFields,
  rewardGroupTemplateId: RewardGroupTemplateId,
})
export type RewardGroupTemplate = typeof RewardGroupTemplate.Type
export const RewardGroupTemplateInput = Schema.Struct({
  ...RewardFields,
  rewardGroupTemplateId: Schema.optional(RewardGroupTemplateId),
})
export type RewardGroupTemplateInput = typeof RewardGroupTemplateInput.Type

export const Package = Schema.Struct({
  packageId: PackageId,
  name: Schema.String,
  productId: Schema.NullOr(ProductId),
  challenges: Schema.Array(StaffChallenge),
  rewardGroups: Schema.Array(StaffRewardGroup),
})
export type Package = typeof Package.Type
/** A package as the group's form sends it: no id is a new, empty package; its contents have their own calls. */
export const PackageInput = Schema.Struct({
  packageId: Schema.optional(PackageId),
  name: text("the package's name", PACKAGE_TEXT_MAX.name),
  productId: Schema.NullOr(ProductId),
})
export type PackageInput = typeof PackageInput.Type

const GroupFields = {
  ownerEntityId: EntityId,
  name: text("a name", PACKAGE_GROUP_TEXT_MAX.name),
  description: Schema.String,
  /** Offered to the organization's members: its challenges are the organization admin's (POR-5, POR-6). */
  isActive: Schema.Boolean,
}
export const StaffPackageGroup = Schema.Struct({
  ...GroupFields,
  packageGroupId: PackageGroupId,
  packages: Schema.Array(Package),
})
export type StaffPackageGroup = typeof StaffPackageGroup.Type
/** ADM-1: a packageGroupId above 0 means update. The packages' order is the array's. */
export const PackageGroupInput = Schema.Struct({
  ...GroupFields,
  packageGroupId: Schema.optional(PackageGroupId),
  packages: Schema.Array(PackageInput),
})
export type PackageGroupInput = typeof PackageGroupInput.Type
export const PackageGroupSummary = Schema.Struct({
  ...GroupFields,
  packageGroupId: PackageGroupId,
  packageCount: Schema.Int,
  challengeCount: Schema.Int,
  rewardGroupCount: Schema.Int,
})
export type PackageGroupSummary = typeof PackageGroupSummary.Type

export const packageGroupContract = {
  name: "packageGroups",
  idField: "packageGroupId",
  scopeField: "ownerEntityId",
  id: PackageGroupId,
  item: StaffPackageGroup,
  summary: PackageGroupSummary,
  input: PackageGroupInput,
  errors: {
    // ADM-10: the API answers 403 while a new organization's cache is being built.
    list: {
      key: "ERRORS.GET_PACKAGE_GROUPS_FAILED",
      byStatus: { 403: "ERRORS.PACKAGE_GROUP_ORG_CACHE_ERROR" },
    },
    get: { key: "ERRORS.GET_PACKAGE_GROUP_FAILED" },
    save: { key: "ERRORS.SAVE_PACKAGE_GROUP_FAILED" },
    delete: { key: "ERRORS.DELETE_PACKAGE_GROUP_FAILED" },
  },
} as const
export const packageGroupEndpoints = crudEndpoints(packageGroupContract)

export const copyPackageGroup = HttpApiEndpoint.post("copy", "/entities/:entityId/packageGroups/:id/copy")
  .setPath(Schema.Struct({ entityId: EntityIdParam, id: idParamOf(PackageGroupId) }))
  .setPayload(CopyTarget)
  .addSuccess(StaffPackageGroup, { status: 201 })
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.COPY_PACKAGE_GROUP_FAILED" })

export const rewardGroupContract = {
  name: "rewardGroups",
  label: "RewardGroup",
  idField: "rewardGroupId",
  id: RewardGroupId,
  item: StaffRewardGroup,
  input: StaffRewardGroupInput,
  within: { segment: "packages", idField: "packageId", id: PackageId },
  errors: {
    get: { key: "ERRORS.GET_REWARD_GROUP_FAILED" },
    save: { key: "ERRORS.SAVE_REWARD_GROUP_FAILED" },
    delete: { key: "ERRORS.DELETE_REWARD_GROUP_FAILED" },
  },
} as const
export const rewardGroupEndpoints = childEndpoints("packageGroups", rewardGroupContract)

export const allProducts = HttpApiEndpoint.get("products", "/products")
  .addSuccess(Schema.Array(Product))
  .annotate(ErrorKeys, { key: "ERRORS.GET_ALL_PRODUCTS_FAILED" })

export const rewardSymbols = HttpApiEndpoint.get("rewardSymbols", "/rewardSymbols")
  .addSuccess(Schema.Array(RewardSymbol))
  .annotate(ErrorKeys, { key: "ERRORS.GET_REWARD_SYMBOLS_FAILED" })

/** Reward group templates: a resource of their own, kept in this group while they are only pick lists here. */
export const rewardGroupTemplateContract = {
  name: "rewardGroupTemplates",
  idField: "rewardGroupTemplateId",
  scopeField: "ownerEntityId",
  id: RewardGroupTemplateId,
  item: RewardGroupTemplate,
  summary: RewardGroupTemplate,
  input: RewardGroupTemplateInput,
  errors: {
    list: { key: "ERRORS.GET_REWARD_GROUP_TEMPLATES_FAILED" },
    get: { key: "ERRORS.GET_REWARD_GROUP_TEMPLATE_FAILED" },
    save: { key: "ERRORS.SAVE_REWARD_GROUP_TEMPLATE_FAILED" },
    delete: { key: "ERRORS.DELETE_REWARD_GROUP_TEMPLATE_FAILED" },
  },
} as const
export const rewardGroupTemplateEndpoints = crudEndpoints(rewardGroupTemplateContract, "RewardGroupTemplate")

const groups = packageGroupEndpoints
const rewardGroups = rewardGroupEndpoints
const templates = rewardGroupTemplateEndpoints

/** The staff area's package groups, their packages' reward groups, and the pick lists they are built from. */
export class PackageGroupsApi extends HttpApiGroup.make("packageGroups")
  .add(groups.list)
  .add(groups.get)
  .add(groups.create)
  .add(groups.update)
  .add(groups.delete)
  .add(copyPackageGroup)
  .add(rewardGroups.get)
  .add(rewardGroups.create)
  .add(rewardGroups.update)
  .add(rewardGroups.delete)
  .add(allProducts)
  .add(rewardSymbols)
  .add(templates.list)
  .add(templates.get)
  .add(templates.create)
  .add(templates.update)
  .add(templates.delete)
  .addError(Unauthorized) {}
