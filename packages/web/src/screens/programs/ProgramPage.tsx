import type { EntityId } from "@wellkit/core"
import { type Program, type ProgramInput, type ProgramQuery, Programs } from "@wellkit/core/programs"
import { useMemo, useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { ActivitySummary } from "./ActivitySummary.js"
import { programFields } from "./fields.js"
import { useProgramRecord } from "./hooks.js"

const { resource } = Programs
const blank = {
  entityId: "",
  name: "",
  description: "",
  status: "Draft",
  startDate: "",
  endDate: "",
  searchable: true,
  tags: [],
}

interface FormProps {
  readonly program: Program | undefined
  readonly from: ProgramQuery
  readonly entityId: EntityId | undefined
  readonly onSaved?: (program: Program) => void
}

/** A new or an existing program: ADM-1, and ADM-6 (the last search run again) are core's. */
const ProgramForm = ({ program, from, entityId, onSaved }: FormProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [asking, setAsking] = useState(false)
  const fields = useMemo(() => programFields(t), [t])
  const save = async (input: unknown) => {
    const done = await act(Programs.save(input as ProgramInput, from))
    if (done.ok) onSaved?.(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  return (
    <>
      <ResourceForm
        key={JSON.stringify(program ?? null)}
        fields={fields}
        initial={valuesOf(fields, program ?? { ...blank, entityId: entityId ?? "" })}
        schema={resource.input}
        fixed={program ? { programId: program.programId } : {}}
        busy={busy}
        onSubmit={save}
      >
        {program ? (
          <Button type="button" variant="danger" onClick={() => setAsking(true)} disabled={busy}>
            {t("kit.detail.delete")}
          </Button>
        ) : null}
      </ResourceForm>
      {program ? (
        <ConfirmDialog
          open={asking}
          danger
          busy={busy}
          title={t("programs.deleteQuestion", { name: program.name })}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onConfirm={() =>
            void act(Programs.remove(program.programId, from)).then((done) => done.ok || setAsking(false))
          }
          onClose={() => setAsking(false)}
        >
          <p>{t("kit.detail.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

/** /noap/admin/programs/{programId} (or /new), read by its own call and carrying the search it came from. */
export const ProgramPage = () => {
  const { t } = useTranslation()
  const { isNew, from, record, retry, onSaved, back } = useProgramRecord()
  const chosenOrganization = Number(from.filters.entityId) as EntityId | undefined
  return (
    <div className="space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("programs.backToList")}
      </Link>
      {isNew ? (
        <>
          <h1 className="text-2xl font-semibold">{t("programs.create")}</h1>
          <ProgramForm program={undefined} from={from} entityId={chosenOrganization || undefined} />
        </>
      ) : (
        <RecordStates
          read={record}
          retry={retry}
          texts={{
            loading: t("programs.states.loadingOne"),
            notFound: t("programs.notFound"),
            notFoundTitle: t("programs.title"),
          }}
        >
          {(program) => (
            <>
              <h1 className="text-2xl font-semibold">{t("programs.edit", { name: program.name })}</h1>
              <ProgramForm program={program} from={from} entityId={program.entityId} onSaved={onSaved} />
              <ActivitySummary program={program} />
            </>
          )}
        </RecordStates>
      )}
    </div>
  )
}

export const Component = ProgramPage
