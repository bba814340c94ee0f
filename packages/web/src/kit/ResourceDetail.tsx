import {
  type AppError,
  type EntityId,
  type FieldErrors,
  type LazyCache,
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
import { type ScreenService, useResourceAction, useResourceList } from "./use-resource.js"

// biome-ignore lint/suspicious/noExplicitAny: only the decoded side matters to the form; the encoded side is the resource's own.
type InputSchema<Input> = Schema.Schema<Input, any>

/** A resource's service as the kit declares it: its resource, its list cache and its verbs. */
export interface KitArea<Item, Input> extends ScreenService<Item, Input> {
  readonly resource: {
    readonly listPath: string
    readonly idField: string
    readonly scopeField: string
    readonly input: InputSchema<Input>
    readonly fieldOfStatus?: Readonly<Record<number, string>>
  }
  readonly cache: Effect.Effect<LazyCache<EntityId, ReadonlyArray<Item>, AppError>, never, WellkitServices>
}

interface ResourceDetailProps<Item, Input> {
  /** The area's service (`Healthtrackers`): its paths, fields of the payload, rules, cache and calls. */
  readonly area: KitArea<Item, Input>
  readonly fields: ReadonlyArray<FormField>
  /** The values of a new record. */
  readonly blank: Readonly<Record<string, unknown>>
  readonly titles: {
    readonly create: string
    readonly edit: (item: Item) => string
    readonly deleteQuestion: (item: Item) => string
  }
}

/** One record of a resource (or a new one, at `new`): its form, and delete after confirming. */
export const ResourceDetail = <Item, Input>({ area, ...props }: ResourceDetailProps<Item, Input>) => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const entityId = entityIdFrom(params.get("entityId"))
  const idParam = useParams().id ?? "new"
  const id = idParam === "new" ? undefined : Number(idParam)
  const { resource } = area
  const idField = resource.idField as keyof Item & string
  const { entry, retry } = useResourceList(area.cache, area, entityId)
  const { act, busy } = useResourceAction(resource.fieldOfStatus)
  const [asking, setAsking] = useState(false)
  const item = id === undefined ? undefined : entry?.value?.find((row) => row[idField] === id)
  const listHref = redirectHref({
    path: resource.listPath,
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

  const save = async (input: Input): Promise<FieldErrors> => {
    const done = await act(area.save(input))
    return done.ok ? {} : done.fieldErrors
  }
  const remove = async () => {
    if (id === undefined) return
    const done = await act(area.remove(entityId, id))
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
        schema={resource.input}
        fixed={{ [resource.scopeField]: entityId, ...(id === undefined ? {} : { [idField]: id }) }}
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
