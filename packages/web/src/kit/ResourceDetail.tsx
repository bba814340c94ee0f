import {
  type AppError,
  type EntityId,
  type FieldErrors,
  type ResourceOutcome,
  redirectHref,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect, Schema } from "effect"
import { useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { entityIdFrom } from "../app/params.js"
import { Button } from "../components/Button.js"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { useTranslation } from "../i18n/index.js"
import { type RecordRead, RecordStates } from "./RecordStates.js"
import { type FormField, ResourceForm, valuesOf } from "./ResourceForm.js"
import { useResourceAction, type useResourceList } from "./use-resource.js"

interface ResourceDetailProps<Item> {
  readonly listPath: string
  readonly idField: keyof Item & string
  readonly input: Schema.Schema.AnyNoContext
  readonly scopeField: string
  readonly fieldOfStatus?: Readonly<Record<number, string>>
  readonly fields: ReadonlyArray<FormField>
  /** The values of a new record. */
  readonly blank: Readonly<Record<string, unknown>>
  readonly titles: {
    readonly create: string
    readonly edit: (item: Item) => string
    readonly deleteQuestion: (item: Item) => string
  }
  readonly useList: (
    entityId: EntityId | undefined,
  ) => ReturnType<typeof useResourceList<unknown, Item, unknown>>
  readonly save: (input: never) => Effect.Effect<ResourceOutcome<Item>, AppError, WellkitServices>
  readonly remove: (
    entityId: EntityId,
    id: number,
  ) => Effect.Effect<ResourceOutcome<number>, AppError, WellkitServices>
}

/** One record of a resource (or a new one, at `new`): its form, and delete after confirming. */
export const ResourceDetail = <Item,>(props: ResourceDetailProps<Item>) => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const entityId = entityIdFrom(params.get("entityId"))
  const idParam = useParams().id ?? "new"
  const id = idParam === "new" ? undefined : Number(idParam)
  const { entry, retry } = props.useList(entityId)
  const { act, busy } = useResourceAction(props.fieldOfStatus)
  const [asking, setAsking] = useState(false)
  const item = id === undefined ? undefined : entry?.value?.find((row) => row[props.idField] === id)
  const listHref = redirectHref({
    path: props.listPath,
    params: entityId ? { entityId: String(entityId) } : {},
  })
  const back = (
    <Link
      to={listHref}
      className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
    >
      {t("kit.detail.back")}
    </Link>
  )
  if (entityId === undefined) return <p role="alert">{t("kit.detail.noOrganisation")}</p>
  if (id !== undefined && !item) {
    // A list that loaded without the record means it is not (any longer) in the organisation.
    const read: RecordRead<Item> =
      entry?.status === "error"
        ? { status: "error", value: undefined, error: entry.error }
        : entry?.value
          ? { status: "missing" }
          : { status: "loading", value: undefined }
    return (
      <RecordStates
        read={read}
        retry={retry}
        back={{ href: listHref, label: t("kit.detail.back") }}
        texts={{ loading: t("kit.list.loading"), notFound: t("kit.detail.notFound") }}
      >
        {() => null}
      </RecordStates>
    )
  }

  const save = async (input: unknown): Promise<FieldErrors> => {
    const done = await act(props.save(input as never))
    return done.ok ? {} : done.fieldErrors
  }
  const remove = async () => {
    if (id === undefined) return
    const done = await act(props.remove(entityId, id))
    if (!done.ok) setAsking(false)
  }
  const record = (item ?? props.blank) as Readonly<Record<string, unknown>>
  return (
    <div className="space-y-5">
      {back}
      <h1 className="text-2xl font-semibold">{item ? props.titles.edit(item) : props.titles.create}</h1>
      <ResourceForm
        key={`${entityId}:${idParam}:${JSON.stringify(item ?? null)}`}
        fields={props.fields}
        initial={valuesOf(props.fields, record)}
        schema={props.input}
        fixed={{ [props.scopeField]: entityId, ...(id === undefined ? {} : { [props.idField]: id }) }}
        busy={busy}
        onSubmit={save}
      >
        {item ? (
          <Button type="button" variant="danger" onClick={() => setAsking(true)} disabled={busy}>
            {t("kit.detail.delete")}
          </Button>
        ) : null}
      </ResourceForm>
      {item ? (
        <ConfirmDialog
          open={asking}
          danger
          busy={busy}
          title={props.titles.deleteQuestion(item)}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("kit.detail.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  )
}
