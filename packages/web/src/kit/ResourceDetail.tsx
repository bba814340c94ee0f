import {
  type AppError,
  type BelongsTo,
  type EntityId,
  type FieldErrors,
  type LazyCache,
  mayWrite,
  NOBODY,
  type Owner,
  ownerParams,
  type ReadFailureRule,
  type ResourceAction,
  type ResourceOutcome,
  readFailureToast,
  redirectHref,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect, Schema } from "effect"
import { useEffect, useMemo, useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { entityIdFrom } from "../app/params.js"
import { useEntities } from "../app/use-entities.js"
import { Button } from "../components/Button.js"
import { ChooseOrganization } from "../components/ChooseOrganization.js"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { useTranslation } from "../i18n/index.js"
import { showError } from "../shell/notify.js"
import { CopyDialog } from "./CopyDialog.js"
import { type RecordRead, RecordStates } from "./RecordStates.js"
import { type FormField, ResourceForm, valuesOf } from "./ResourceForm.js"
import { type ScreenService, useResourceAction, useResourceList, useResourceRecord } from "./use-resource.js"

// biome-ignore lint/suspicious/noExplicitAny: only the decoded side matters to the form; the encoded side is the resource's own.
type InputSchema<Input> = Schema.Schema<Input, any>
type CacheOf<K, A> = Effect.Effect<LazyCache<K, A, AppError>, never, WellkitServices>

/** A resource's service as the kit declares it: its resource, its caches and its verbs. */
export interface KitArea<Item, Input, Summary = Item, O extends Owner = EntityId>
  extends ScreenService<Item, Input, Summary, O> {
  readonly resource: {
    readonly listPath: string
    readonly idField: string
    readonly belongsTo: BelongsTo
    readonly scopeField?: string | undefined
    readonly input: InputSchema<Input>
    readonly fieldOfStatus?: Readonly<Record<number, string>>
    readonly readFailure?: ReadFailureRule
    readonly copies?: boolean | undefined
    /** K9: a new record only with create, a form only with update, Delete only with delete. */
    readonly writes?: ReadonlyArray<ResourceAction> | undefined
  }
  readonly cache: CacheOf<O, ReadonlyArray<Summary>>
  /** K2: present, with `get` and `reloadRecord`, when the resource reads a record by its own call. */
  readonly recordCache?: CacheOf<string, Item> | undefined
  readonly get?: (owner: O, id: number) => Effect.Effect<Item, AppError, WellkitServices>
  readonly reloadRecord?: (owner: O, id: number) => Effect.Effect<void, never, WellkitServices>
  /** Present for a resource that `copies`: the detail page then offers Copy into an organization. */
  readonly copy?: (
    owner: O,
    id: number,
    target: EntityId,
  ) => Effect.Effect<ResourceOutcome<Item>, AppError, WellkitServices>
}

interface ResourceDetailProps<Item, Input, Summary, O extends Owner> {
  /** The area's service (`Healthtrackers`): its paths, fields of the payload, rules, cache and calls. */
  readonly area: KitArea<Item, Input, Summary, O>
  readonly fields: ReadonlyArray<FormField>
  /** The values of a new record; none for a resource that does not create (K9). */
  readonly blank?: Readonly<Record<string, unknown>>
  /** Where Back (and a record not found) leads, for an area with no list page (an organization's page, say). @default the list */
  readonly back?: (owner: O) => { readonly href: string; readonly label: string }
  readonly titles: {
    /** For a resource that creates. */
    readonly create?: string
    readonly edit: (item: Item) => string
    /** For a resource that deletes. */
    readonly deleteQuestion?: (item: Item) => string
    /** The copy dialog's title, for a resource that copies. */
    readonly copyQuestion?: (item: Item) => string
  }
}

type Props<Item, Input, Summary, O extends Owner> = ResourceDetailProps<Item, Input, Summary, O> & {
  readonly owner: O
  readonly id: number | undefined
}

/**
 * One record of a resource (or a new one, at `new`): its form, and delete
 * after confirming. The record is read by its own call when the resource has
 * one (K2: a reloaded page shows it without the list), else found in its
 * owner's cached list. An organization's record needs `?entityId=`; a record
 * of nobody's does not (K1). What it offers follows the resource's writes
 * (K9): no update shows the record read-only, no Save; no delete, no Delete.
 */
export const ResourceDetail = <Item, Input, Summary = Item, O extends Owner = EntityId>(
  props: ResourceDetailProps<Item, Input, Summary, O>,
) => {
  const [params] = useSearchParams()
  const idParam = useParams().id ?? "new"
  const id = idParam === "new" ? undefined : Number(idParam)
  const { resource } = props.area
  const owner = (resource.belongsTo === "nobody" ? NOBODY : entityIdFrom(params.get("entityId"))) as
    | O
    | undefined
  if (owner === undefined) return <ChooseOrganization />
  // K9: a resource that does not create has no new record; `/new` is an address with nothing at it.
  if (id === undefined && !mayWrite(resource, "create"))
    return <Read {...props} owner={owner} id={id} read={{ status: "missing" }} retry={() => undefined} />
  if (id === undefined) return <DetailBody {...props} owner={owner} id={id} item={undefined} />
  return props.area.recordCache ? (
    <ByOwnCall {...props} owner={owner} id={id} />
  ) : (
    <InList {...props} owner={owner} id={id} />
  )
}

const InList = <Item, Input, Summary, O extends Owner>(props: Props<Item, Input, Summary, O>) => {
  const { area, owner, id } = props
  const { entry, retry } = useResourceList(area.cache, area, owner)
  const idField = area.resource.idField as keyof Summary
  const found = entry?.value?.find((row) => row[idField] === id) as Item | undefined
  // A list that loaded without the record means it is not (any longer) the owner's.
  const read: RecordRead<Item> = found
    ? { status: "ready", value: found }
    : entry?.status === "error"
      ? { status: "error", value: undefined, error: entry.error }
      : entry?.value
        ? { status: "missing" }
        : { status: "loading", value: undefined }
  return <Read {...props} read={read} retry={retry} />
}

const ByOwnCall = <Item, Input, Summary, O extends Owner>(props: Props<Item, Input, Summary, O>) => {
  const { area, owner, id } = props
  // ResourceDetail chose this reading because the area has a record cache, which the kit's service gives with both verbs.
  const reading = area as Required<
    Pick<KitArea<Item, Input, Summary, O>, "recordCache" | "get" | "reloadRecord">
  >
  const { entry, retry } = useResourceRecord<Item, O>(reading, owner, id)
  return <Read {...props} read={entry} retry={retry} />
}

/** The record's read: every state but ready is RecordStates'; a failure is also the area's toast (K3). */
const Read = <Item, Input, Summary, O extends Owner>({
  read,
  retry,
  ...props
}: Props<Item, Input, Summary, O> & { readonly read: RecordRead<Item>; readonly retry: () => void }) => {
  const { t } = useTranslation()
  const failure = read?.status === "error" ? read.error : undefined
  const rule = props.area.resource.readFailure
  useEffect(() => {
    const toast = failure && readFailureToast(rule, failure)
    if (toast) showError(toast)
  }, [failure, rule])
  if (read?.status === "ready" || (read?.status === "loading" && read.value !== undefined))
    return <DetailBody {...props} item={read.value} />
  return (
    <RecordStates
      read={read}
      retry={retry}
      back={backOf(props, t("kit.detail.back"))}
      texts={{
        loading: t("kit.list.loading"),
        notFound: t(props.owner === NOBODY ? "kit.detail.notFoundAnywhere" : "kit.detail.notFound"),
      }}
    >
      {() => null}
    </RecordStates>
  )
}

const listHrefOf = (area: { readonly resource: { readonly listPath: string } }, owner: Owner) =>
  redirectHref({ path: area.resource.listPath, params: ownerParams(owner) })

/** Back: where the page says it leads, else the list. */
const backOf = <O extends Owner>(
  props: {
    readonly area: { readonly resource: { readonly listPath: string } }
    readonly owner: O
    readonly back?: ((owner: O) => { readonly href: string; readonly label: string }) | undefined
  },
  listLabel: string,
) => props.back?.(props.owner) ?? { href: listHrefOf(props.area, props.owner), label: listLabel }

/** The form of a record (or of a new one, `item` undefined), and its delete. */
const DetailBody = <Item, Input, Summary, O extends Owner>({
  area,
  owner,
  id,
  item,
  ...props
}: Props<Item, Input, Summary, O> & { readonly item: Item | undefined }) => {
  const { t } = useTranslation()
  const { resource } = area
  const { act, busy } = useResourceAction(resource.fieldOfStatus)
  const [asking, setAsking] = useState<"delete" | "copy" | false>(false)
  const copy = area.copy && resource.copies && id !== undefined ? area.copy : undefined
  // K9: the writes the resource declares; its service has the verbs of exactly those.
  const saves = mayWrite(resource, item ? "update" : "create") ? area.save : undefined
  const removes = item && mayWrite(resource, "delete") ? area.remove : undefined
  const save = async (input: Input): Promise<FieldErrors> => {
    if (!saves) return {}
    const done = await act(saves(input))
    return done.ok ? {} : done.fieldErrors
  }
  const remove = async () => {
    if (id === undefined || !removes) return
    const done = await act(removes(owner, id))
    if (!done.ok) setAsking(false)
  }
  const back = backOf({ area, owner, back: props.back }, t("kit.detail.back"))
  const blank = props.blank ?? {}
  const record = (item ?? blank) as Readonly<Record<string, unknown>>
  const fixed = {
    ...(resource.scopeField === undefined || owner === NOBODY ? {} : { [resource.scopeField]: owner }),
    // A new record's id is what its blank says (null where the API reads null as new, ADM-1).
    ...(id !== undefined
      ? { [resource.idField]: id }
      : resource.idField in blank
        ? { [resource.idField]: blank[resource.idField] }
        : {}),
  }
  const actions = (
    <>
      {item && copy ? (
        <Button type="button" variant="secondary" onClick={() => setAsking("copy")} disabled={busy}>
          {t("kit.detail.copy")}
        </Button>
      ) : null}
      {removes ? (
        <Button type="button" variant="danger" onClick={() => setAsking("delete")} disabled={busy}>
          {t("kit.detail.delete")}
        </Button>
      ) : null}
    </>
  )
  return (
    <div className="space-y-5">
      <Link
        to={back.href}
        className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {back.label}
      </Link>
      <h1 className="text-2xl font-semibold">{item ? props.titles.edit(item) : props.titles.create}</h1>
      {saves ? (
        <ResourceForm
          key={`${owner}:${id ?? "new"}:${JSON.stringify(item ?? null)}`}
          fields={props.fields}
          initial={valuesOf(props.fields, record)}
          schema={resource.input}
          fixed={fixed}
          busy={busy}
          onSubmit={save}
          saved={item !== undefined}
        >
          {actions}
        </ResourceForm>
      ) : (
        <>
          <RecordView fields={props.fields} record={record} />
          <div className="flex flex-wrap items-center gap-2">{actions}</div>
        </>
      )}
      {item && removes ? (
        <ConfirmDialog
          open={asking === "delete"}
          danger
          busy={busy}
          title={props.titles.deleteQuestion?.(item) ?? t("kit.detail.delete")}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("kit.detail.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
      {item && copy && id !== undefined && asking === "copy" ? (
        <CopyRecord
          owner={owner}
          busy={busy}
          title={props.titles.copyQuestion?.(item) ?? t("kit.detail.copy")}
          onClose={() => setAsking(false)}
          onConfirm={async (target) => {
            // Closed either way: after a copy the page may stay mounted for the copy's own record.
            await act(copy(owner, id, target))
            setAsking(false)
          }}
        />
      ) : null}
    </div>
  )
}

/** K9: a record the resource does not update, shown as it is: each field's label and its words. */
const RecordView = (props: {
  readonly fields: ReadonlyArray<FormField>
  readonly record: Readonly<Record<string, unknown>>
}) => {
  const { t } = useTranslation()
  const wordsOf = (field: FormField, value: unknown) => {
    if (field.kind === "checkbox") return t(value === true ? "kit.detail.yes" : "kit.detail.no")
    const option = field.kind === "select" ? field.options?.find((o) => o.value === value) : undefined
    return option?.label ?? (value === null || value === undefined || value === "" ? "—" : String(value))
  }
  return (
    <dl className="max-w-xl divide-y divide-slate-100 text-sm">
      {props.fields.map((field) => (
        <div key={field.name} className="grid grid-cols-3 gap-3 py-2">
          <dt className="font-medium text-slate-600">{field.label}</dt>
          <dd className="col-span-2 whitespace-pre-wrap">{wordsOf(field, props.record[field.name])}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Copy into an organization, the record's own first: a copy beside the original is the common case. */
const CopyRecord = (props: {
  readonly owner: Owner
  readonly busy: boolean
  readonly title: string
  readonly onClose: () => void
  readonly onConfirm: (target: EntityId) => void
}) => {
  const { t } = useTranslation()
  const { entities } = useEntities()
  // One array while the list stays the same: the dialog starts again on its first choice when it changes.
  const ownFirst = useMemo(() => {
    const own = (id: EntityId) => Number(id === props.owner)
    return [...entities].sort((a, b) => own(b.id) - own(a.id))
  }, [entities, props.owner])
  return (
    <CopyDialog
      open
      busy={props.busy}
      entities={ownFirst}
      texts={{
        title: props.title,
        body: t("kit.detail.copyBody"),
        target: t("kit.detail.copyTarget"),
        confirm: t("kit.detail.copy"),
      }}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    />
  )
}
