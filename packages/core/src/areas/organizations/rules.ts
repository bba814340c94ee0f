import type { Entity } from "../../api/Entities.js"
import type { EntityId } from "../../api/ids.js"
import type { DependencyCounts, OrganizationCreate, OrganizationUpdate } from "../../api/Organizations.js"
import { type AppError, appError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import type { Redirect } from "../../navigation/redirect.js"
import { ORGANIZATIONS_PATH } from "./path.js"

/** What the area's one save sends: a rename or test flag (with an id) or a new child (without). */
export type OrganizationInput = OrganizationUpdate | OrganizationCreate

/** ADM-1: an `entityId` means the organization exists and is updated; none means a child is created. */
export const isUpdate = (input: OrganizationInput): input is OrganizationUpdate =>
  "entityId" in input && input.entityId !== undefined

/** One organization's page. */
export const organizationPath = (entityId: EntityId): string => `${ORGANIZATIONS_PATH}/${entityId}`

/** ADM-2: a new child opens on its own page; a change stays where it was made. */
export const redirectAfter = (action: "create" | "update", entityId: EntityId): Redirect | undefined =>
  action === "create" ? { path: organizationPath(entityId) } : undefined

/** ERR-6: both writes end with the spec's "changes saved" toast. */
export const toasts: Readonly<Record<"create" | "update", SuccessToast>> = {
  create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
}

export type Change =
  | { readonly kind: "rename"; readonly from: string; readonly to: string }
  | { readonly kind: "testFlag"; readonly to: boolean }

/**
 * What an update changes. Each kind reaches everything that hangs on the
 * organization (its name on reports, e-mails and the member app; a test flag
 * takes it out of billing and reports), so any change is confirmed with the
 * dependency counts first.
 */
export const changesOf = (
  current: Pick<Entity, "name" | "testInd">,
  next: Pick<OrganizationUpdate, "organizationName" | "testInd">,
): ReadonlyArray<Change> => [
  ...(next.organizationName.trim() !== current.name
    ? [{ kind: "rename", from: current.name, to: next.organizationName.trim() } as const]
    : []),
  ...(next.testInd !== current.testInd ? [{ kind: "testFlag", to: next.testInd } as const] : []),
]

/** The order the counts are read out in: most affected people first. */
export const dependencyKinds = [
  "employees",
  "administrators",
  "childOrganizations",
  "licenses",
  "packageGroups",
  "messages",
  "healthtrackers",
] as const satisfies ReadonlyArray<keyof DependencyCounts>
export type DependencyKind = (typeof dependencyKinds)[number]

/** The counts worth saying: those above zero, in `dependencyKinds` order. */
export const dependencyRows = (
  counts: DependencyCounts,
): ReadonlyArray<{ readonly kind: DependencyKind; readonly count: number }> =>
  dependencyKinds.filter((kind) => counts[kind] > 0).map((kind) => ({ kind, count: counts[kind] }))

/** A new child starts as its parent is: a test organization's children are test organizations too. */
export const childDefaults = (parent: Pick<Entity, "id" | "testInd">) => ({
  parentId: parent.id,
  organizationName: "",
  childId: "",
  testInd: parent.testInd,
})

/** What the tree's search looks in: the name and the client id. */
export const searchTextOf = (entity: Entity): string => `${entity.name} ${entity.childId ?? ""}`

/** A 302 on create is a client id another organization has: said on the field, in the area's words. */
export const clientIdTaken = (error: AppError): AppError =>
  error.status === 302
    ? appError({
        message: "ERRORS.ORGANIZATION_CLIENT_ID_TAKEN",
        additionalMessage: error.additionalMessage,
        status: 302,
        originalError: error.originalError,
      })
    : error

/** ADM-7's pattern for the form: the status that concerns one field. */
export const fieldOfStatus = { 302: "childId" } as const
