import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { type Context, Schema } from "effect"
import { type CallErrors, ErrorKeys } from "../api/annotations.js"
import { enveloped } from "../api/envelope.js"
import { BadRequest, Duplicate, InUse, NotFound, Unauthorized } from "../api/errors.js"
import { EntityId, EntityIdParam } from "../api/ids.js"
import type { SuccessToast } from "../errors/success.js"
import type { Redirect } from "../navigation/redirect.js"
import { type BelongsTo, type Owner, ownerParams } from "./belongs-to.js"
import type { ReadFailureRule } from "./read-failure.js"

/** The writes a resource may have; an area may add its own (copy, refresh, import). */
export type ResourceAction = "create" | "update" | "delete"

/** K9: the writes of a resource that declares none: all three. */
export const ALL_WRITES = ["create", "update", "delete"] as const satisfies ReadonlyArray<ResourceAction>

/** K9: the writes a contract or resource declares (`writes: ["update"]`), all three when it says nothing. */
export type WritesOf<C> = C extends { readonly writes: ReadonlyArray<infer W extends ResourceAction> }
  ? W
  : ResourceAction

/** K9: whether a resource has a write: the one question the service, the SDK, the screens and the sandbox ask. */
export const mayWrite = (
  resource: { readonly writes?: ReadonlyArray<ResourceAction> | undefined },
  action: ResourceAction,
): boolean => (resource.writes ?? ALL_WRITES).includes(action)

/** K9: the verbs of the service and the SDK that a resource's writes give: save with create or update, remove with delete. */
export type WriteVerb<W extends ResourceAction> =
  | ([Extract<W, "create" | "update">] extends [never] ? never : "save")
  | ([Extract<W, "delete">] extends [never] ? never : "remove")

/** An object without the verbs a resource's writes do not give; unchanged for a resource that has them all. */
export type WithVerbs<T, W extends ResourceAction> = [Exclude<"save" | "remove", WriteVerb<W>>] extends [
  never,
]
  ? T
  : Omit<T, Exclude<"save" | "remove", WriteVerb<W>>>

/** Drops, at run time too, the verbs a resource's writes do not give. */
export const withVerbs = <T extends object, W extends ResourceAction>(
  resource: { readonly writes?: ReadonlyArray<W> | undefined },
  verbs: T,
): WithVerbs<T, W> => {
  const kept: Record<string, unknown> = { ...(verbs as Record<string, unknown>) }
  if (!mayWrite(resource, "create") && !mayWrite(resource, "update")) delete kept.save
  if (!mayWrite(resource, "delete")) delete kept.remove
  return kept as WithVerbs<T, W>
}

/** ADM-2: where an action leaves the person. */
export interface RedirectRule {
  /** "listWithId": the list with the record chosen in it (`?<idField>=`), for areas whose list shows the record beside it. */
  readonly to: "list" | "listWithId" | "detail" | "stay"
  /** NAV-12: replace the history entry, so Back does not return to a page that no longer fits. */
  readonly replace?: boolean
}

type AnySchema = Schema.Schema.AnyNoContext

/** The contract half of a resource (api/): what its calls carry and answer. */
export interface ResourceContract {
  /** The group in the contract and the SDK, and the collection's path segment: /entities/:entityId/<name>, or /<name> for nobody's. */
  readonly name: string
  /** The collection's path segment when the API's differs from the group's name (`challenge-templates`). @default name */
  readonly segment?: string
  /** K1: an organization's records (one list each) or nobody's (one list). @default "organization" */
  readonly belongsTo?: BelongsTo
  /** The record's id field, e.g. "healthtrackerId". */
  readonly idField: string
  /** The field of a record that holds its organization, e.g. "entityId" or "ownerEntityId"; none for nobody's. */
  readonly scopeField?: string
  /** K2: the list holds summaries and a record is read by its own call: the group has `get`, the sandbox serves it. */
  readonly getOne?: boolean
  /** A record can be copied into an organization (its own or another): the group has `copyTo`, the sandbox serves it. */
  readonly copies?: boolean
  /**
   * K9: the writes the API has (`["update"]` for foci, `[]` for a read-only list): only these are in
   * the group, the sandbox, the service, the SDK and the screens. @default ["create", "update", "delete"]
   */
  readonly writes?: ReadonlyArray<ResourceAction>
  /** The branded id (a positive integer). */
  readonly id: AnySchema
  /** A whole record, as the API returns it. */
  readonly item: AnySchema
  /** A record as the list returns it (often the item itself). */
  readonly summary: AnySchema
  /** What a form sends: the record's fields, with the id when it exists. Validates forms too. */
  readonly input: AnySchema
  /** The field that is unique within an organization: a clash on save is answered 302 (ADM-7). */
  readonly uniqueField?: string
  /**
   * K11: answers the API wraps in one field (`{ list: "result" }`: the list arrives as
   * `{ result: [...] }`; `save`: create's and update's answers). The wire and the OpenAPI
   * document have the wrapper; the client, the service and the sandbox's handlers see the
   * inner value. @default none
   */
  readonly envelopes?: Readonly<Partial<Record<"list" | "get" | "save", string>>>
  /** ERR-5: each call's key; `byStatus` gives statuses their own key (ADM-7: 302 → a name that exists). */
  readonly errors: {
    readonly list: CallErrors
    /** A resource with a "get one" call (its list holds summaries). @default the list's key */
    readonly get?: CallErrors
    /** The failure of create and update; a resource without either (K9) may leave it out. */
    readonly save?: CallErrors
    /** When the API names a create's failure apart from an update's (POST_…_FAILED, PUT_…_FAILED). @default save */
    readonly create?: CallErrors
    /** @default save */
    readonly update?: CallErrors
    /** A resource without delete (K9) may leave it out. */
    readonly delete?: CallErrors
    /** For a resource that `copies`. @default save */
    readonly copy?: CallErrors
  }
}

export interface InvalidationScope {
  readonly entityId: EntityId
  /** Where a copy went. */
  readonly targetEntityId?: EntityId
}

/**
 * The rules half of a resource (areas/): ADM-1, ADM-2, ADM-3, ERR-6 and where
 * it lives in the portal. `W` is the writes its contract declares (K9): it
 * gives a redirect and a toast for each of those, and no others.
 */
export interface ResourceRules<Input, W extends ResourceAction = ResourceAction> {
  /**
   * ADM-1: whether a payload updates a record rather than creating one. @default a present
   * id means update; a resource that only updates (K9) always updates, one that only creates never.
   */
  readonly isUpdate?: (input: Input) => boolean
  /** The list's path in the portal; a record's page is `${list}/${id}`, a new one `${list}/new`. */
  readonly listPath: string
  /** ADM-2, for the kit's writes and any action of the area's own (copy, refresh, …). */
  readonly redirects: Readonly<Record<W, RedirectRule>> & Readonly<Record<string, RedirectRule>>
  /** ERR-6, likewise. */
  readonly toasts: Readonly<Record<W, SuccessToast>> & Readonly<Record<string, SuccessToast>>
  /** ADM-3: whose lists an action changes. @default the record's own organization */
  readonly invalidates?: (action: string, scope: InvalidationScope) => ReadonlyArray<EntityId>
  /** A status that concerns one field of the form (302 → "name"), so the form shows it there. */
  readonly fieldOfStatus?: Readonly<Record<number, string>>
  /** ADM-9: statuses of a failed save whose server sentence is shown as is, not the call's key. @default none */
  readonly serverTextOnSave?: ReadonlyArray<number>
  /** K3 (ADM-11): a failed read is also this error toast, besides the page's message. @default none */
  readonly readFailure?: ReadFailureRule
}

/** A path segment decoded into a branded id. */
export const idParamOf = <IdS extends AnySchema>(id: IdS) =>
  Schema.NumberFromString.pipe(
    Schema.compose(id as unknown as Schema.Schema<Schema.Schema.Type<IdS>, number>),
  )

/** Where a copy goes: an organization, the record's own or another. */
export const CopyTarget = Schema.Struct({ targetEntityId: EntityId })
export type CopyTarget = typeof CopyTarget.Type

const endpointsAt = <C extends ResourceContract, L extends string, OwnerFields extends Schema.Struct.Fields>(
  spec: C,
  label: L | undefined,
  prefix: "" | "/entities/:entityId",
  ownerFields: OwnerFields,
) => {
  const named = <V extends string>(verb: V) => `${verb}${label ?? ""}` as `${V}${L}`
  const inOwner = Schema.Struct(ownerFields)
  // The record's segment is `:id` in every resource: a path schema's keys must be known to type-check it.
  const one = Schema.Struct({ ...ownerFields, id: idParamOf(spec.id as C["id"]) })
  // Every field of both encodes to a string (ids from text); setPath's check cannot see it through a generic.
  type InOwner = typeof inOwner
  type One = typeof one
  const collection = `${prefix}/${spec.segment ?? spec.name}` as const
  const record = `${collection}/:id` as const
  const item = spec.item as C["item"]
  const input = spec.input as C["input"]
  // K11: an envelope changes the wire's shape only; what callers get is the declared schema's own type.
  const answer = <S extends Schema.Schema.Any>(schema: S, field: string | undefined): S =>
    field === undefined ? schema : (enveloped(field, schema) as unknown as S)
  const envelopes = spec.envelopes ?? {}
  // A write the contract does not declare (K9) has no key and is never in the group; its call keeps the list's.
  const failureOf = (errors: CallErrors | undefined) => errors ?? spec.errors.list
  return {
    list: HttpApiEndpoint.get(named("list"), collection)
      .setPath<InOwner>(inOwner as never)
      .addSuccess(answer(Schema.Array(spec.summary as C["summary"]), envelopes.list))
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.list),
    /** Added to the group when the contract says `getOne` (its list holds summaries). */
    get: HttpApiEndpoint.get(named("get"), record)
      .setPath<One>(one as never)
      .addSuccess(answer(item, envelopes.get))
      .addError(NotFound)
      .annotate(ErrorKeys, spec.errors.get ?? spec.errors.list),
    create: HttpApiEndpoint.post(named("create"), collection)
      .setPath<InOwner>(inOwner as never)
      .setPayload(input)
      .addSuccess(answer(item, envelopes.save), { status: 201 })
      // A refusal the server explains (400, 404 or 409 with its sentence): ADM-9 may show it as is.
      .addError(BadRequest)
      .addError(Duplicate)
      .addError(NotFound)
      .addError(InUse)
      .annotate(ErrorKeys, failureOf(spec.errors.create ?? spec.errors.save)),
    update: HttpApiEndpoint.put(named("update"), record)
      .setPath<One>(one as never)
      .setPayload(input)
      .addSuccess(answer(item, envelopes.save))
      .addError(BadRequest)
      .addError(Duplicate)
      .addError(NotFound)
      // ADM-13: other records depend on it.
      .addError(InUse)
      .annotate(ErrorKeys, failureOf(spec.errors.update ?? spec.errors.save)),
    delete: HttpApiEndpoint.del(named("delete"), record)
      .setPath<One>(one as never)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(InUse)
      .annotate(ErrorKeys, failureOf(spec.errors.delete)),
    /** Added to the group when the contract says `copies`: the copy is made in `targetEntityId`. */
    copyTo: HttpApiEndpoint.post(named("copyTo"), `${record}/copy`)
      .setPath<One>(one as never)
      .setPayload(CopyTarget)
      .addSuccess(item, { status: 201 })
      .addError(Duplicate)
      .addError(NotFound)
      .annotate(ErrorKeys, failureOf(spec.errors.copy ?? spec.errors.save)),
  }
}

/** The path parameters of an organization's records. */
export const organizationFields = { entityId: EntityIdParam }
type OrganizationEndpoints<C extends ResourceContract, L extends string> = ReturnType<
  typeof endpointsAt<C, L, typeof organizationFields>
>
type NobodysEndpoints<C extends ResourceContract, L extends string> = ReturnType<
  typeof endpointsAt<C, L, Record<never, never>>
>

/** K9: a contract names the failure of each write it declares: `save` for create and update, `delete` for delete. */
export type NamesItsFailures<C> = ([Extract<WritesOf<C>, "create" | "update">] extends [never]
  ? unknown
  : { readonly errors: { readonly save: CallErrors } }) &
  ([Extract<WritesOf<C>, "delete">] extends [never]
    ? unknown
    : { readonly errors: { readonly delete: CallErrors } })

/**
 * The list, get, create, update and delete calls of a resource, under its
 * organization (`/entities/:entityId/<name>[/:id]`) or, for a resource that
 * belongs to nobody, at the top (`/<name>[/:id]`). `label` names them
 * (`listRewardGroupTemplate`, …) when a group holds more than one resource.
 */
export const crudEndpoints = <C extends ResourceContract, const L extends string = "">(
  spec: C & NamesItsFailures<C>,
  label?: L,
): C extends { readonly belongsTo: "nobody" } ? NobodysEndpoints<C, L> : OrganizationEndpoints<C, L> =>
  (spec.belongsTo === "nobody"
    ? endpointsAt(spec, label, "", {})
    : endpointsAt(spec, label, "/entities/:entityId", organizationFields)) as never

type AnyEndpoint = HttpApiEndpoint.HttpApiEndpoint.Any
interface CrudEndpointSet<List, Get, Create, Update, Delete, Copy = unknown> {
  readonly list: List
  readonly get: Get
  readonly create: Create
  readonly update: Update
  readonly delete: Delete
  readonly copyTo?: Copy
}

const groupOf = <Name extends string, Endpoints extends AnyEndpoint>(name: Name, list: Endpoints) =>
  HttpApiGroup.make(name).add(list).addError(Unauthorized)

/** K9: the writes a contract declares, among a set's endpoints (all three when it says nothing). */
export type Writes<C, Create, Update, Delete> =
  | ("create" extends WritesOf<C> ? Create : never)
  | ("update" extends WritesOf<C> ? Update : never)
  | ("delete" extends WritesOf<C> ? Delete : never)

/** The calls a contract asks for beyond the four: get (K2) and copy. */
export type Extras<C, Get, Copy> =
  | (C extends { readonly getOne: true } ? Get : never)
  | (C extends { readonly copies: true } ? Copy : never)

/**
 * A plain resource's group in the contract, behind the session: its list, the
 * writes it declares (K9: all three unless it says `writes`), its get when the
 * contract says `getOne` (K2) and its copy when it says `copies`. An area with
 * special calls (import) adds them with `.add(…)`.
 */
export const crudGroup = <
  C extends ResourceContract,
  List extends AnyEndpoint,
  Get extends AnyEndpoint,
  Create extends AnyEndpoint,
  Update extends AnyEndpoint,
  Delete extends AnyEndpoint,
  Copy extends AnyEndpoint,
>(
  spec: C,
  endpoints: CrudEndpointSet<List, Get, Create, Update, Delete, Copy>,
): ReturnType<typeof groupOf<C["name"], List | Writes<C, Create, Update, Delete> | Extras<C, Get, Copy>>> => {
  const declared = [
    mayWrite(spec, "create") ? endpoints.create : undefined,
    mayWrite(spec, "update") ? endpoints.update : undefined,
    mayWrite(spec, "delete") ? endpoints.delete : undefined,
    spec.getOne ? endpoints.get : undefined,
    spec.copies ? endpoints.copyTo : undefined,
  ]
  return declared.reduce(
    (group, extra) => (extra ? group.add(extra) : group),
    groupOf(spec.name, endpoints.list) as HttpApiGroup.HttpApiGroup.Any as ReturnType<typeof groupOf>,
  ) as never
}

/** ADM-2: the portal address an action leads to, or none when it stays. */
export const redirectFor =
  (spec: {
    readonly redirects: Readonly<Record<string, RedirectRule>>
    readonly listPath: string
    readonly idField: string
  }) =>
  (
    action: string,
    target: { readonly entityId: Owner; readonly id?: number | undefined },
  ): Redirect | undefined => {
    const rule = spec.redirects[action]
    if (!rule || rule.to === "stay") return undefined
    const params: Record<string, string> = { ...ownerParams(target.entityId) }
    if (rule.to === "listWithId" && target.id !== undefined) params[spec.idField] = String(target.id)
    const path =
      rule.to === "detail" && target.id !== undefined ? `${spec.listPath}/${target.id}` : spec.listPath
    return { path, params, replace: rule.replace ?? false }
  }

/** A portal path with its `:name` parameters filled in; a parameter with no value is a new record's `new`. */
export const fillPath = (template: string, values: Readonly<Record<string, string | number | undefined>>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? "new"))

/** ADM-3 by default: an action changes its own organization's list, and a copy the list it went to. */
const ownOrganization = (_action: string, scope: InvalidationScope): ReadonlyArray<EntityId> =>
  scope.targetEntityId === undefined || scope.targetEntityId === scope.entityId
    ? [scope.entityId]
    : [scope.entityId, scope.targetEntityId]

/** ADM-1 when a resource's rules say nothing: a present id means update, unless it has only one of the writes (K9). */
const defaultIsUpdate =
  (contract: ResourceContract) =>
  (input: unknown): boolean => {
    if (!mayWrite(contract, "update")) return false
    const id = (input as Record<string, unknown>)[contract.idField]
    return !mayWrite(contract, "create") || (id !== undefined && id !== null)
  }

/**
 * Declares a resource from its contract (with the endpoints made once in
 * api/) and its rules: everything the service, the SDK, the screens and the
 * sandbox need, from one value.
 */
export const defineResource = <
  C extends ResourceContract & {
    readonly endpoints: Readonly<
      Record<ResourceAction | "list", { readonly annotations: Context.Context<never> }>
    >
  },
>(
  contract: C,
  rules: ResourceRules<Schema.Schema.Type<C["input"]>, WritesOf<C>>,
) => ({
  ...contract,
  ...rules,
  belongsTo: (contract.belongsTo ?? "organization") as C extends { readonly belongsTo: "nobody" }
    ? "nobody"
    : "organization",
  /** K9: the writes it has, all three unless the contract says otherwise. */
  writes: (contract.writes ?? ALL_WRITES) as ReadonlyArray<WritesOf<C>>,
  isUpdate: rules.isUpdate ?? defaultIsUpdate(contract),
  redirectAfter: redirectFor({ ...contract, ...rules }),
  invalidates: rules.invalidates ?? ownOrganization,
  detailPath: `${rules.listPath}/:${contract.idField}`,
  newPath: `${rules.listPath}/new`,
})

/** The form field a failure concerns (302 → "name"), or undefined when it is the form's as a whole. */
export const showsOnField = (
  error: { readonly status?: number | undefined },
  fieldOfStatus: Readonly<Record<number, string>> | undefined,
): string | undefined => (error.status === undefined ? undefined : fieldOfStatus?.[error.status])
