import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { type CallErrors, ErrorKeys } from "../api/annotations.js"
import { BadRequest, NotFound } from "../api/errors.js"
import { type EntityId, EntityIdParam } from "../api/ids.js"
import type { SuccessToast } from "../errors/success.js"
import type { Redirect } from "../navigation/redirect.js"
import { fillPath, idParamOf, type ResourceAction } from "./resource.js"

/**
 * Where a child record sits (a reward group in a package of a package group):
 * its organization, its parent record (`id`), the levels between (`packageId`)
 * and, once saved, its own id. The keys are the portal route's parameters.
 */
export type ChildAddress = { readonly entityId: EntityId; readonly id: number } & {
  readonly [level: string]: number | undefined
}

/** ADM-2 for a child: its own page, its parent's page, the parent's list, or where it is. */
export interface ChildRedirect {
  readonly to: "child" | "parent" | "list" | "stay"
  /** NAV-12: replace the history entry. */
  readonly replace?: boolean
}

/** The rules half of a child resource (areas/). */
export interface ChildRules<Input> {
  /** Its page under the parent's (`${listPath}/:id/…`), e.g. "package/:packageId/rewardGroup/:rewardGroupId"; the last parameter is its id. */
  readonly path: string
  /** ADM-1: whether a payload updates a record rather than creating one. */
  readonly isUpdate: (input: Input) => boolean
  /** The address of a record or a form's values. */
  readonly addressOf: (record: Input) => ChildAddress
  /** ADM-2 for create, update, delete, import and any action of the area's own. */
  readonly redirects: Readonly<Record<ResourceAction | "import", ChildRedirect>> &
    Readonly<Record<string, ChildRedirect>>
  /** ERR-6, likewise. */
  readonly toasts: Readonly<Record<ResourceAction | "import", SuccessToast>> &
    Readonly<Record<string, SuccessToast>>
}

/**
 * Declares a resource whose records live inside another's (ADM-5): its
 * portal paths under the parent's page and where each action leads.
 */
export const defineChild = <C extends { readonly idField: string }, Input>(
  parent: { readonly listPath: string },
  contract: C,
  rules: ChildRules<Input>,
) => {
  const parentPath = `${parent.listPath}/:id`
  const pagePath = `${parentPath}/${rules.path}`
  const to = (template: string, address: Partial<ChildAddress>, replace = false): Redirect => ({
    path: fillPath(template, address),
    params: { entityId: String(address.entityId) },
    replace,
  })
  return {
    ...contract,
    ...rules,
    /** The route under the parent's list path, e.g. ":id/package/:packageId/rewardGroup/:rewardGroupId". */
    route: `:id/${rules.path}`,
    pagePath,
    /** The child's page (a new one's when its own id is missing). */
    pageOf: (address: Partial<ChildAddress>) => to(pagePath, address),
    parentOf: (address: Partial<ChildAddress>) => to(parentPath, address),
    listOf: (address: Partial<ChildAddress>) => to(parent.listPath, address),
    redirectAfter: (action: string, address: ChildAddress): Redirect | undefined => {
      const rule = rules.redirects[action]
      if (!rule || rule.to === "stay") return undefined
      const template = { child: pagePath, parent: parentPath, list: parent.listPath }[rule.to]
      return to(template, address, rule.replace)
    },
  }
}

type AnySchema = Schema.Schema.AnyNoContext

/** The contract half of a child resource whose calls sit under its parent's record. */
export interface ChildContract {
  /** The path segment of its collection, e.g. "rewardGroups". */
  readonly name: string
  /** Names its calls in the parent's group: getRewardGroup, createRewardGroup, … */
  readonly label: string
  readonly idField: string
  readonly id: AnySchema
  readonly item: AnySchema
  readonly input: AnySchema
  /** The level between the parent and the child, e.g. the package of a reward group. */
  readonly within?: { readonly segment: string; readonly idField: string; readonly id: AnySchema }
  readonly errors: { readonly get: CallErrors; readonly save: CallErrors; readonly delete: CallErrors }
}

/**
 * The get, create, update and delete calls of a child, under its parent's
 * record: `/entities/:entityId/<parent>/:id[/<within>/:<withinId>]/<name>[/:<idField>]`.
 */
export const childEndpoints = <P extends string, C extends ChildContract>(parentName: P, spec: C) => {
  const above: Record<string, AnySchema> = { entityId: EntityIdParam, id: Schema.NumberFromString }
  const levels = spec.within ? `/${spec.within.segment}/:${spec.within.idField}` : ""
  if (spec.within) above[spec.within.idField] = idParamOf(spec.within.id)
  const collection = `/entities/:entityId/${parentName}/:id${levels}/${spec.name}` as const
  const record = `${collection}/:${spec.idField}` as const
  const inParent = Schema.Struct(above)
  const one = Schema.Struct({ ...above, [spec.idField]: idParamOf(spec.id) })
  const item = spec.item as C["item"]
  const input = spec.input as C["input"]
  return {
    get: HttpApiEndpoint.get(`get${spec.label}` as `get${C["label"]}`, record)
      .setPath(one)
      .addSuccess(item)
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.get),
    create: HttpApiEndpoint.post(`create${spec.label}` as `create${C["label"]}`, collection)
      .setPath(inParent)
      .setPayload(input)
      .addSuccess(item, { status: 201 })
      .addError(BadRequest)
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.save),
    update: HttpApiEndpoint.put(`update${spec.label}` as `update${C["label"]}`, record)
      .setPath(one)
      .setPayload(input)
      .addSuccess(item)
      .addError(BadRequest)
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.save),
    delete: HttpApiEndpoint.del(`delete${spec.label}` as `delete${C["label"]}`, record)
      .setPath(one)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.delete),
  }
}
