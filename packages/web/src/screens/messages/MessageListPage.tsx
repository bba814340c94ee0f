import {
  type EntityId,
  formatMoment,
  MESSAGES_PATH,
  MessageHeaderId,
  type MessageSummary,
  Messages,
  redirectHref,
} from "@wellkit/core"
import { useMemo, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useRedirect } from "../../app/navigation.js"
import { decodeId } from "../../app/params.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { useOrganization } from "../../app/use-organization.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { ResourceTable } from "../../kit/ResourceTable.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { blankMessage, messageFields } from "./fields.js"
import { useMessages } from "./hooks.js"
import { MessageDetail } from "./MessageDetail.js"

const messageHeaderIdFrom = decodeId(MessageHeaderId)
const listHref = (entityId: EntityId, extra: Record<string, string> = {}) =>
  redirectHref({ path: MESSAGES_PATH, params: { entityId: String(entityId), ...extra } })

/** /noap/admin/messages: an organization's messages, with the chosen one (or a new one) beside them. */
export const MessageListPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const redirect = useRedirect()
  const [params] = useSearchParams()
  const [filter, setFilter] = useState("")
  const { entities, entityId, choose } = useOrganization(MESSAGES_PATH)
  const messageHeaderId = messageHeaderIdFrom(params.get("messageHeaderId"))
  const creating = params.get("new") === "1"
  const { entry, retry } = useMessages(entityId)
  const { act, busy } = useResourceAction()
  const fields = useMemo(() => messageFields(t), [t])

  // UI-5: the filter applies once typing pauses.
  const settledFilter = useDebouncedValue(filter)
  const shown = useMemo(() => {
    const needle = settledFilter.trim().toLowerCase()
    const all = entry?.value ?? []
    return needle ? all.filter((m) => `${m.messageId} ${m.name}`.toLowerCase().includes(needle)) : all
  }, [entry?.value, settledFilter])
  const columns = useMemo(
    () =>
      [
        { field: "messageId", label: t("messages.list.columns.messageId"), mono: true },
        { field: "name", label: t("messages.list.columns.name") },
        {
          field: "channel",
          label: t("messages.list.columns.channel"),
          render: (m: MessageSummary) => t(`messages.channel.${m.channel}`),
        },
        {
          field: "isActive",
          label: t("messages.list.columns.status"),
          render: (m: MessageSummary) => t(m.isActive ? "messages.list.active" : "messages.list.inactive"),
        },
        {
          field: "updatedAt",
          label: t("messages.list.columns.updated"),
          render: (m: MessageSummary) => <time dateTime={m.updatedAt}>{formatMoment(m.updatedAt)}</time>,
        },
      ] as const,
    [t],
  )

  return (
    <div className="space-y-5">
      <PageHeader title={t("messages.list.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
        <Field label={t("messages.list.filter")}>
          <input
            type="search"
            className={inputClass}
            placeholder={t("messages.list.filterPlaceholder")}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Field>
        <Button
          disabled={entityId === undefined}
          onClick={() => entityId !== undefined && navigate(listHref(entityId, { new: "1" }))}
        >
          {t("messages.list.create")}
        </Button>
      </PageHeader>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section
          aria-label={t("messages.list.title")}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <ListStates
            entry={entry}
            retry={retry}
            matches={shown.length}
            query={settledFilter}
            texts={{
              loading: t("messages.list.loading"),
              empty: t("messages.list.empty"),
              noMatch: t("messages.list.noMatch", { filter: settledFilter }),
              count: t("messages.list.count", { count: shown.length }),
            }}
          >
            {entityId === undefined ? null : (
              <ResourceTable<MessageSummary>
                caption={t("messages.list.title")}
                idField="messageHeaderId"
                columns={columns}
                rows={shown}
                selected={messageHeaderId}
                hrefOf={(id) => listHref(entityId, { messageHeaderId: String(id) })}
              />
            )}
          </ListStates>
        </section>

        {entityId !== undefined && creating ? (
          <section
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-label={t("messages.form.createTitle")}
          >
            <h2 className="mb-4 text-lg font-semibold">{t("messages.form.createTitle")}</h2>
            <ResourceForm
              label={t("messages.form.createTitle")}
              fields={fields}
              initial={valuesOf(fields, blankMessage)}
              schema={Messages.resource.input}
              fixed={{ ownerEntityId: entityId }}
              busy={busy}
              submitLabel={t("messages.form.save")}
              onSubmit={async (input) => {
                const done = await act(Messages.save(input))
                return done.ok ? {} : done.fieldErrors
              }}
            >
              <Button variant="secondary" onClick={() => navigate(listHref(entityId))} disabled={busy}>
                {t("kit.form.cancel")}
              </Button>
            </ResourceForm>
          </section>
        ) : entityId !== undefined && messageHeaderId !== undefined ? (
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            <MessageDetail
              key={`${entityId}-${messageHeaderId}`}
              entityId={entityId}
              messageHeaderId={messageHeaderId}
              onClose={() => redirect({ path: MESSAGES_PATH, params: { entityId: String(entityId) } })}
            />
          </section>
        ) : null}
      </div>
    </div>
  )
}

/** Lazy route entry. */
export const Component = MessageListPage
