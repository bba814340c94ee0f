import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { type Flow, type FlowForm, Flows } from "@wellkit/core"
import { useMemo, useState } from "react"
import { Button } from "../../components/Button.js"
import { PreviewLink } from "../../components/PreviewLink.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { formFields } from "./fields.js"
import { usePerFlow } from "./hooks.js"

type Editing = FlowForm | "new" | undefined

/** The flow's forms, in step order; each is added or edited in a dialog (forms have no delete). */
export const FormsSection = ({ flow }: { readonly flow: Flow }) => {
  const { t } = useTranslation()
  const { entry, retry } = usePerFlow(Flows.forms, flow.flowId)
  const [editing, setEditing] = useState<Editing>()
  const forms = entry?.value ?? []
  return (
    <section aria-labelledby="flow-forms" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="flow-forms" className="text-base font-semibold">
          {t("flows.forms.title")}
        </h3>
        <Button variant="secondary" onClick={() => setEditing("new")}>
          {t("flows.forms.add")}
        </Button>
      </div>
      <ListStates
        entry={entry}
        retry={retry}
        matches={forms.length}
        query=""
        texts={{
          loading: t("flows.forms.loading"),
          empty: t("flows.forms.empty"),
          noMatch: t("flows.forms.empty"),
          count: t("flows.forms.count", { count: forms.length }),
        }}
      >
        <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {forms.map((form) => (
            <li key={form.formId} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="w-14 text-slate-500">{t("flows.forms.stepOf", { step: form.step })}</span>
              <span className="mr-auto font-medium">{form.name}</span>
              <span className="text-slate-600">
                {t("flows.forms.variableCount", { count: form.variables.length })}
              </span>
              <PreviewLink
                target={{ contentType: "form", flowId: flow.flowId, id: form.formId }}
                name={form.name}
              />
              <Button
                variant="secondary"
                aria-label={t("flows.forms.editLabel", { name: form.name })}
                onClick={() => setEditing(form)}
              >
                {t("flows.forms.edit")}
              </Button>
            </li>
          ))}
        </ol>
      </ListStates>
      <FormDialog
        flow={flow}
        editing={editing}
        next={forms.length + 1}
        onClose={() => setEditing(undefined)}
      />
    </section>
  )
}

interface FormDialogProps {
  readonly flow: Flow
  readonly editing: Editing
  /** The step a new form takes: after the last. */
  readonly next: number
  readonly onClose: () => void
}

/** ADM-1, ADM-4: a form's editor; saved, the flow's forms, variable definitions and measures are read again. */
const FormDialog = ({ flow, editing, next, onClose }: FormDialogProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const fields = useMemo(() => formFields(t), [t])
  const form = editing === "new" ? undefined : editing
  const title = form
    ? t("flows.forms.editTitle", { name: form.name })
    : t("flows.forms.createTitle", { flow: flow.name })
  const initial = form
    ? { ...valuesOf(fields, form), variables: Flows.variablesText(form.variables) }
    : valuesOf(fields, { step: next, variables: "" })
  return (
    <Dialog open={editing !== undefined} onClose={() => !busy && onClose()} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-xl rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="mb-4 text-lg font-semibold">{title}</DialogTitle>
          <ResourceForm
            label={title}
            fields={fields}
            initial={initial}
            schema={Flows.FormDraft}
            fixed={{ flowId: flow.flowId, formId: form?.formId ?? 0 }}
            busy={busy}
            onSubmit={async (input) => {
              const done = await act(Flows.saveForm({ form: input }))
              if (done.ok) onClose()
              return done.ok ? {} : done.fieldErrors
            }}
          >
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t("kit.form.cancel")}
            </Button>
          </ResourceForm>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
