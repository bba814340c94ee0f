import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { type Context, Schema } from "effect"
import { type CallErrors, ErrorKeys } from "../api/annotations.js"
import { Duplicate, NotFound } from "../api/errors.js"
import { type EntityId, EntityIdParam } from "../api/ids.js"
import type { SuccessToast } from "../errors/success.js"
import type { Redirect } from "../navigation/redirect.js"

/** The writes every resource has; an area may add its own (copy, refresh, import). */
export type ResourceAction = "create" | "update" | "delete"

/** ADM-2: where an action leaves the person: the list, the record's own page, or where they are. */
export interface RedirectRule {
  readonly to: "list" | "detail" | "stay"
  /** NAV-12: replace the history entry, so Back does not return to a page that no longer fits. */
  readonly replace?: boolean
}

type AnySchema = Schema.Schema.AnyNoContext

/** The contract half of a resource (api/): what its calls carry and answer. */
export interface ResourceContract<
  Name extends string,
  IdField extends string,
  ScopeField extends string,
  IdS extends AnySchema,
  ItemS extends AnySchema,
  InputS extends AnySchema,
> {
  /** The group in the contract and the SDK, and the collection's path segment: /entities/:entityId/<name>. */
  readonly name: Name
  /** The record's id field, e.g. "healthtrackerId". */
  readonly idField: IdField
  /** The field of a record that holds its organisation, e.g. "entityId" or "ownerEntityId". */
  readonly scopeField: ScopeField
  /** The branded id (a positive integer). */
  readonly id: IdS
  /** A whole record, as the API returns it (also the list's element). */
  readonly item: ItemS
  /** What a form sends: the record's fields, with the id when it exists. Validates forms too. */
  readonly input: InputS
  /** ERR-5: each call's key; `byStatus` gives statuses their own key (ADM-7: 302 → a name that exists). */
  readonly errors: {
    readonly list: CallErrors
    readonly save: CallErrors
    readonly delete: CallErrors
  }
}

/** The rules half of a resource (areas/): ADM-1, ADM-2, ERR-6 and where it lives in the portal. */
export interface ResourceRules<Input> {
  /** ADM-1: whether a payload updates a record rather than creating one. */
  readonly isUpdate: (input: Input) => boolean
  /** The list's path in the portal; a record's page is `${list}/${id}`, a new one `${list}/new`. */
  readonly listPath: string
  readonly redirects: Readonly<Record<ResourceAction, RedirectRule>>
  readonly toasts: Readonly<Record<ResourceAction, SuccessToast>>
  /** A status that concerns one field of the form (302 → "name"), so the form shows it there. */
  readonly fieldOfStatus?: Readonly<Record<number, string>>
}

export type ResourceSpec<
  Name extends string,
  IdField extends string,
  ScopeField extends string,
  IdS extends AnySchema,
  ItemS extends AnySchema,
  InputS extends AnySchema,
> = ResourceContract<Name, IdField, ScopeField, IdS, ItemS, InputS> &
  ResourceRules<Schema.Schema.Type<InputS>>

export type AnyResourceSpec = ResourceSpec<string, string, string, AnySchema, AnySchema, AnySchema>

const idParamOf = <IdS extends AnySchema>(id: IdS) =>
  Schema.NumberFromString.pipe(
    Schema.compose(id as unknown as Schema.Schema<Schema.Schema.Type<IdS>, number>),
  )

/** The list, create, update and delete calls of a resource; `get` for areas whose API has one. */
export const crudEndpoints = <
  Name extends string,
  IdField extends string,
  ScopeField extends string,
  IdS extends AnySchema,
  ItemS extends AnySchema,
  InputS extends AnySchema,
>(
  spec: ResourceContract<Name, IdField, ScopeField, IdS, ItemS, InputS>,
) => {
  const inEntity = Schema.Struct({ entityId: EntityIdParam })
  // The record's segment is `:id` in every resource: a path schema's keys must be known to type-check it.
  const one = Schema.Struct({ entityId: EntityIdParam, id: idParamOf(spec.id) })
  const collection = `/entities/:entityId/${spec.name}` as const
  const record = `/entities/:entityId/${spec.name}/:id` as const
  const saveErrors = spec.errors.save
  return {
    list: HttpApiEndpoint.get("list", collection)
      .setPath(inEntity)
      .addSuccess(Schema.Array(spec.item))
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.list),
    create: HttpApiEndpoint.post("create", collection)
      .setPath(inEntity)
      .setPayload(spec.input)
      .addSuccess(spec.item, { status: 201 })
      .addError(Duplicate)
      .addError(NotFound)
      .annotate(ErrorKeys, saveErrors),
    update: HttpApiEndpoint.put("update", record)
      .setPath(one)
      .setPayload(spec.input)
      .addSuccess(spec.item)
      .addError(Duplicate)
      .addError(NotFound)
      .annotate(ErrorKeys, saveErrors),
    delete: HttpApiEndpoint.del("delete", record)
      .setPath(one)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.delete),
  }
}

/** ADM-2: the portal address an action leads to, or none when it stays. */
export const redirectFor =
  (spec: AnyResourceSpec) =>
  (
    action: ResourceAction,
    target: { readonly entityId: EntityId; readonly id?: number },
  ): Redirect | undefined => {
    const rule = spec.redirects[action]
    if (rule.to === "stay") return undefined
    const params = { entityId: String(target.entityId) }
    const path =
      rule.to === "detail" && target.id !== undefined ? `${spec.listPath}/${target.id}` : spec.listPath
    return { path, params, replace: rule.replace ?? false }
  }

/** ADM-3: whose list is fetched again after an action: the record's organisation. */
export const invalidatesFor =
  () =>
  (_action: ResourceAction, scope: { readonly entityId: EntityId }): ReadonlyArray<EntityId> => [
    scope.entityId,
  ]

/**
 * Declares a resource from its contract (with the endpoints made once in
 * api/) and its rules: everything the service, the SDK, the screens and the
 * sandbox need, from one value.
 */
export const defineResource = <
  C extends ResourceContract<string, string, string, AnySchema, AnySchema, AnySchema> & {
    readonly endpoints: Readonly<
      Record<ResourceAction | "list", { readonly annotations: Context.Context<never> }>
    >
  },
>(
  contract: C,
  rules: ResourceRules<Schema.Schema.Type<C["input"]>>,
) => {
  const spec = { ...contract, ...rules }
  return {
    ...spec,
    redirectAfter: redirectFor(spec as unknown as AnyResourceSpec),
    invalidates: invalidatesFor(),
    detailPath: `${rules.listPath}/:${contract.idField}`,
    newPath: `${rules.listPath}/new`,
  }
}

/** The form field a failure concerns (302 → "name"), or undefined when it is the form's as a whole. */
export const showsOnField = (
  error: { readonly status?: number | undefined },
  fieldOfStatus: Readonly<Record<number, string>> | undefined,
): string | undefined => (error.status === undefined ? undefined : fieldOfStatus?.[error.status])
