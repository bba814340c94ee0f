import { Content, type EntityId, type SyncTypeId } from "@wellkit/core"
import { type FormEvent, useEffect, useId, useState } from "react"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { SelectField } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"
import { showSuccess } from "../../../shell/notify.js"
import { type PickLists, usePicks, useSyncItems } from "../hooks.js"
import { ItemsPicker } from "./ItemsPicker.js"

/**
 * CLI-4 in the portal: an environment, a content type, the kind of sync and,
 * for selected items, the items (an organization's messages when the type is
 * messages). Sent, it is queued: the toast says so and the history shows it.
 */
export const SyncRequestForm = ({ lists }: { readonly lists: PickLists }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const titleId = useId()
  const { picks, pick } = usePicks()
  const items = useSyncItems(picks)
  const [itemIds, setItemIds] = useState("")
  const [problems, setProblems] = useState<ReturnType<typeof Content.syncRequestProblems>>({})
  const [sending, setSending] = useState(false)
  const chosenKey = `${picks.environmentId}|${picks.contentTypeId}|${picks.syncType}|${picks.entityId}`
  // Other items are on offer once a pick changes: the ones checked before are not among them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picks are the trigger.
  useEffect(() => {
    setItemIds("")
    setProblems((shown) => ({ ...shown, itemIds: undefined }))
  }, [chosenKey])

  const found = lists.state.value
  const syncTypeId: SyncTypeId = picks.syncType === "selected" ? "selected" : "full"
  const request = {
    environmentId: picks.environmentId ?? "",
    contentTypeId: picks.contentTypeId ?? "",
    syncTypeId,
    ...(syncTypeId === "selected" ? { itemIds: itemIds.split(",").filter(Boolean) } : {}),
    ...(items.byOrganization && picks.entityId ? { entityId: Number(picks.entityId) as EntityId } : {}),
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    // Everything missing is flagged at once, not one field per try.
    const lacking = Content.syncRequestProblems(request)
    setProblems(lacking)
    if (Object.keys(lacking).length > 0) return
    setSending(true)
    try {
      const { toast } = await client.content.requestSync(request)
      showSuccess(toast)
      setItemIds("")
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(false)
    }
  }

  if (!found)
    return lists.state.status === "error" ? (
      <LoadFailed error={lists.state.error} onRetry={lists.retry} />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {t("contentSync.form.loading")}
      </p>
    )

  const itemsShown = items.asked && (items.state.value?.length ?? 0) > 0
  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void send(event)}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t("contentSync.form.title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t("contentSync.form.environment")}
          name="environmentId"
          value={picks.environmentId ?? ""}
          emptyLabel={t("contentSync.form.choose")}
          options={found.environments.map((env) => ({ value: env.environmentId, label: env.name }))}
          error={problems.environmentId && t(problems.environmentId)}
          onChange={(environmentId) => {
            setProblems((shown) => ({ ...shown, environmentId: undefined }))
            pick({ environmentId })
          }}
        />
        <SelectField
          label={t("contentSync.form.contentType")}
          name="contentTypeId"
          value={picks.contentTypeId ?? ""}
          emptyLabel={t("contentSync.form.choose")}
          options={found.types.map((type) => ({ value: type.contentTypeId, label: type.name }))}
          error={problems.contentTypeId && t(problems.contentTypeId)}
          onChange={(contentTypeId) => {
            setProblems((shown) => ({ ...shown, contentTypeId: undefined }))
            pick({ contentTypeId })
          }}
        />
        <SelectField
          label={t("contentSync.form.syncType")}
          name="syncType"
          value={syncTypeId}
          options={found.syncTypes.map((type) => ({ value: type.syncTypeId, label: type.name }))}
          hint={found.syncTypes.find((type) => type.syncTypeId === syncTypeId)?.description}
          onChange={(syncType) => pick({ syncType: syncType === "full" ? "" : syncType })}
        />
      </div>
      {syncTypeId === "selected" ? (
        <ItemsPicker
          picks={picks}
          pick={pick}
          items={items}
          itemIds={itemIds}
          error={problems.itemIds && t(problems.itemIds)}
          onItems={(value) => {
            setProblems((shown) => ({ ...shown, itemIds: undefined }))
            setItemIds(value)
          }}
        />
      ) : null}
      {problems.itemIds && !itemsShown ? (
        <p role="alert" className="text-sm text-red-700">
          {t(problems.itemIds)}
        </p>
      ) : null}
      <Button
        type="submit"
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {sending ? t("contentSync.form.sending") : t("contentSync.form.send")}
      </Button>
    </form>
  )
}
