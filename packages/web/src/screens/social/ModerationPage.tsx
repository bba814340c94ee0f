import {
  type ContentFlagStatus,
  decisionsFor,
  type FlagDecision,
  flagStatuses,
  flagStatusFrom,
  Social,
  type SocialContentFlag,
  type SocialContentFlagId,
} from "@wellkit/core/social"
import { useCallback, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { PageHeader } from "../../components/PageHeader.js"
import { SelectField } from "../../components/SelectField.js"
import { useTranslation } from "../../i18n/index.js"
import { type BulkAction, BulkQueue } from "../../kit/BulkQueue.js"
import { showSuccess } from "../../shell/notify.js"
import { FlagCard } from "./components/FlagCard.js"

/** The key and button of each decision: A approves, R removes. */
const decisionKeys: Readonly<Record<FlagDecision, string>> = { approved: "a", removed: "r" }

/** /social/moderation: content members flagged, by status (ADM-19), decided one at a time or several at once. */
export const ModerationPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const [params, setParams] = useSearchParams()
  const status = flagStatusFrom(params.get("status"))
  const [busy, setBusy] = useState(false)
  // ADM-19: the read follows the filter, so changing it fetches the flags again (never a cache).
  const read = useCallback((s: ContentFlagStatus) => client.run(Social.contentFlags(s)), [client])
  const { state, retry } = useRead(read, status)
  const flags = state.value

  const decide = (decision: FlagDecision) => async (ids: ReadonlyArray<number>) => {
    setBusy(true)
    try {
      // What failed is named by the queue (BulkQueue); the toast is for what was done.
      const outcome = await client.run(Social.decide(ids as ReadonlyArray<SocialContentFlagId>, decision))
      if (outcome.done.length > 0) showSuccess(outcome.toast)
      return outcome
    } finally {
      setBusy(false)
      retry()
    }
  }
  const actions: ReadonlyArray<BulkAction> = decisionsFor(status).map((decision) => ({
    key: decisionKeys[decision],
    label: t(`social.moderation.decide.${decision}`),
    variant: decision === "removed" ? "danger" : "primary",
    run: decide(decision),
  }))

  return (
    <div className="space-y-5">
      <PageHeader title={t("social.moderation.title")} intro={t("social.moderation.intro")}>
        <SelectField
          label={t("social.moderation.filter")}
          value={status}
          options={flagStatuses.map((s) => ({ value: s, label: t(`social.moderation.status.${s}`) }))}
          onChange={(next) => setParams(next === "open" ? {} : { status: next })}
        />
      </PageHeader>
      {state.status === "error" ? <LoadFailed error={state.error} onRetry={retry} /> : null}
      {flags === undefined && state.status !== "error" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("social.moderation.loading")}
        </p>
      ) : null}
      {flags?.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`social.moderation.empty.${status}`)}</p>
      ) : null}
      {flags && flags.length > 0 ? (
        <BulkQueue<SocialContentFlag>
          label={t("social.moderation.queue", { status: t(`social.moderation.status.${status}`) })}
          items={flags}
          idOf={(flag) => flag.socialContentFlagId}
          nameOf={(flag) =>
            t("social.moderation.itemName", { author: flag.contentAuthor, place: flag.contentPlace })
          }
          render={(flag) => <FlagCard flag={flag} />}
          actions={actions}
          busy={busy}
          texts={{
            selectAll: t("social.moderation.selectAll"),
            selected: (count) => t("social.moderation.selected", { count }),
            select: (name) => t("social.moderation.select", { name }),
            shortcuts: t("social.moderation.shortcuts.title"),
            move: t("social.moderation.shortcuts.move"),
            toggle: t("social.moderation.shortcuts.toggle"),
            actsOn: t("social.moderation.shortcuts.actsOn"),
          }}
        />
      ) : null}
    </div>
  )
}

export const Component = ModerationPage
