import { type ChallengeSummary, type EntityId, localDay } from "@wellkit/core"
import { Challenges, datesProblem, phaseOf } from "@wellkit/core/challenges"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"

const phaseClass = {
  upcoming: "bg-sky-100 text-sky-900",
  running: "bg-green-100 text-green-900",
  ended: "bg-slate-100 text-slate-700",
} as const

/** POR-5: one challenge; its dates can be saved and it can be removed from its group. */
export const ChallengeRow = ({
  entityId,
  challenge,
}: {
  readonly entityId: EntityId
  readonly challenge: ChallengeSummary
}) => {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [startDate, setStartDate] = useState(challenge.startDate)
  const [endDate, setEndDate] = useState(challenge.endDate)
  const [problem, setProblem] = useState<string | undefined>()
  const [confirming, setConfirming] = useState(false)
  const { act, busy } = useResourceAction()
  const phase = phaseOf(challenge, localDay())

  /** POR-5 through the one write path: the group as it is now, changed, put; the list read again and the toast. */
  const change = async (action: "save" | "remove") => {
    const done = await act(
      action === "remove"
        ? Challenges.removeChallenge(entityId, challenge)
        : Challenges.changeDates(entityId, challenge, { startDate, endDate }),
    )
    setConfirming(false)
    if (done.ok) setEditing(false)
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    const found = datesProblem(startDate, endDate)
    setProblem(found)
    if (!found) void change("save")
  }

  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="mr-auto">
          <span className="font-medium">{challenge.name}</span>{" "}
          <span className="text-sm text-slate-600">· {challenge.goal}</span>
          <span className="block text-sm text-slate-700">
            {t("challenges.list.dates", { start: challenge.startDate, end: challenge.endDate })} ·{" "}
            {t("challenges.list.participants", { count: challenge.participants })}
          </span>
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${phaseClass[phase]}`}>
          {t(`challenges.phase.${phase}`)}
        </span>
        <Button
          variant="secondary"
          onClick={() => setEditing(!editing)}
          aria-expanded={editing}
          aria-label={t("challenges.list.editOne", { name: challenge.name })}
        >
          {t("challenges.list.edit")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          aria-label={t("challenges.list.removeOne", { name: challenge.name })}
        >
          {t("challenges.list.remove")}
        </Button>
      </div>
      {editing ? (
        <form
          onSubmit={save}
          noValidate
          className="flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3"
          aria-label={t("challenges.list.editOne", { name: challenge.name })}
        >
          <label className="flex flex-col gap-1 text-sm">
            {t("challenges.add.start")}
            <input
              type="date"
              className={inputClass}
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("challenges.list.end")}
            <input
              type="date"
              className={inputClass}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </label>
          <Button type="submit" disabled={busy}>
            {busy ? t("challenges.saving") : t("challenges.list.save")}
          </Button>
          {problem ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("challenges.list.confirmTitle", { name: challenge.name })}
        confirmLabel={t("challenges.list.remove")}
        cancelLabel={t("challenges.list.keep")}
        busy={busy}
        danger
        onConfirm={() => void change("remove")}
        onClose={() => setConfirming(false)}
      >
        <p>{t("challenges.list.confirmBody", { count: challenge.participants })}</p>
      </ConfirmDialog>
    </li>
  )
}
