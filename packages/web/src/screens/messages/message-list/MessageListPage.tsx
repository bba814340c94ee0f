import { type EntityId, MESSAGES_PATH, type MessageInput, Messages, redirectHref } from "@wellkit/core"
import { useMemo, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useRedirect } from "../../../app/navigation.js"
import { useDebouncedValue } from "../../../app/use-debounced.js"
import { useOrganisation } from "../../../app/use-organisation.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { SelectField } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"
import { showSuccess } from "../../../shell/notify.js"
import { useEntities, useMessages } from "../hooks.js"
import { MessageDetail } from "../message-detail/MessageDetail.js"
import { MessageForm } from "../message-form/MessageForm.js"
import { messageHeaderIdFrom } from "../params.js"
import { MessageTable } from "./MessageTable.js"

const listHref = (entityId: EntityId, extra: Record<string, string> = {}) =>
  redirectHref({ path: MESSAGES_PATH, params: { entityId: String(entityId), ...extra } })

export const MessageListPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const redirect = useRedirect()
  const [params] = useSearchParams()
  const [filter, setFilter] = useState("")
  const { entities, entry: entitiesEntry, retry: retryEntities } = useEntities()
  const { entityId } = useOrganisation(MESSAGES_PATH)
  const messageHeaderId = messageHeaderIdFrom(params.get("messageHeaderId"))
  const creating = params.get("new") === "1"
  const { entry, retry } = useMessages(entityId)

  const settledFilter = useDebouncedValue(filter)
  const shown = useMemo(() => {
    const needle = settledFilter.trim().toLowerCase()
    const all = entry?.value ?? []
    return needle ? all.filter((m) => `${m.messageId} ${m.name}`.toLowerCase().includes(needle)) : all
  }, [entry?.value, settledFilter])

  const create = async (input: MessageInput) => {
    try {
      const outcome = await client.run(Messages.save(input))
      showSuccess(outcome.toast)
      if (outcome.redirect)
        navigate(redirectHref(outcome.redirect), { replace: outcome.redirect.replace ?? false })
    } catch (error) {
      showFailure(error)
    }
  }

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-4">
        <h1 className="mr-auto text-2xl font-semibold">{t("messages.list.title")}</h1>
        <SelectField
          label={t("messages.list.organisation")}
          value={entityId ?? ""}
          disabled={entities.length === 0}
          options={entities.map((entity) => ({
            value: entity.id,
            label: entity.parentId === null ? entity.name : `— ${entity.name}`,
          }))}
          onChange={(value) => navigate(listHref(Number(value) as EntityId))}
        />
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
      </header>

      {entitiesEntry?.status === "error" ? (
        <LoadFailed error={entitiesEntry.error} onRetry={retryEntities} />
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section
          aria-labelledby="message-list-heading"
          className="rounded-lg border border-slate-200 bg-white p-4"
          aria-busy={entry?.status === "loading"}
        >
          <h2 id="message-list-heading" className="sr-only">
            {t("messages.list.title")}
          </h2>
          {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
          {entry === undefined || (entry.status === "loading" && entry.value === undefined) ? (
            <p role="status" className="text-sm text-slate-600">
              {t("messages.list.loading")}
            </p>
          ) : entry.value !== undefined && entry.value.length === 0 ? (
            <p className="text-sm text-slate-600">{t("messages.list.empty")}</p>
          ) : entry.value !== undefined && shown.length === 0 ? (
            <p className="text-sm text-slate-600">{t("messages.list.noMatch", { filter: settledFilter })}</p>
          ) : entry.value !== undefined && entityId !== undefined ? (
            <>
              <p className="mb-2 text-xs text-slate-500" aria-live="polite">
                {t("messages.list.count", { count: shown.length })}
              </p>
              <MessageTable
                messages={shown}
                selected={messageHeaderId}
                hrefFor={(id) => listHref(entityId, { messageHeaderId: String(id) })}
              />
            </>
          ) : null}
        </section>

        {entityId !== undefined && (creating || messageHeaderId !== undefined) ? (
          <section
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-label={creating ? t("messages.form.createTitle") : undefined}
          >
            {creating ? (
              <>
                <h2 className="mb-4 text-lg font-semibold">{t("messages.form.createTitle")}</h2>
                <MessageForm
                  entityId={entityId}
                  onSubmit={create}
                  onCancel={() => navigate(listHref(entityId))}
                />
              </>
            ) : messageHeaderId !== undefined ? (
              <MessageDetail
                key={`${entityId}-${messageHeaderId}`}
                entityId={entityId}
                messageHeaderId={messageHeaderId}
                onClose={() => redirect({ path: MESSAGES_PATH, params: { entityId: String(entityId) } })}
              />
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}

/** Lazy route entry. */
export const Component = MessageListPage
