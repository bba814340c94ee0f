import {
  type FieldErrors,
  FLOW_TEXT_MAX,
  FLOWS_PATH,
  type Flow,
  FlowCopy,
  type FlowDetail,
  type FlowId,
  FlowInput,
  Flows,
  NOBODY,
} from "@wellkit/core"
import { useMemo, useState } from "react"
import { useNavigate } from "react-router-dom"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { useTranslation } from "../../i18n/index.js"
import { CopyDialog } from "../../kit/CopyDialog.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { FlowLists } from "./FlowLists.js"
import { FormsSection } from "./FormsSection.js"
import { blankFlow, flowFields } from "./fields.js"
import { useFlow, usePerFlow } from "./hooks.js"

/** ADM-1, ADM-2: a new flow's form; saved, it opens in place of this one (the history entry replaced). */
export const NewFlow = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { act, busy } = useResourceAction(Flows.resource.fieldOfStatus)
  const fields = useMemo(() => flowFields(t), [t])
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t("flows.detail.createTitle")}</h2>
      <ResourceForm
        label={t("flows.detail.createTitle")}
        fields={fields}
        initial={valuesOf(fields, blankFlow)}
        schema={FlowInput}
        fixed={{ flowId: 0 }}
        busy={busy}
        onSubmit={async (flow) => {
          const done = await act(Flows.save({ flow }))
          return done.ok ? {} : done.fieldErrors
        }}
      >
        <Button variant="secondary" onClick={() => navigate(FLOWS_PATH)} disabled={busy}>
          {t("kit.form.cancel")}
        </Button>
      </ResourceForm>
    </div>
  )
}

/** The flow chosen in the list: read by its own call (K2); one that is not there says so, with the way back. */
export const FlowPanel = ({ flowId }: { readonly flowId: FlowId | undefined }) => {
  const { t } = useTranslation()
  const { entry, retry } = useFlow(flowId)
  return (
    <RecordStates<FlowDetail>
      read={flowId === undefined ? { status: "missing" } : entry}
      retry={retry}
      back={{ href: FLOWS_PATH, label: t("flows.detail.back") }}
      texts={{ loading: t("flows.detail.loading"), notFound: t("flows.detail.notFound") }}
    >
      {(detail) => <FlowBody flow={detail.flow} />}
    </RecordStates>
  )
}

/** Saves the flow and its forms as an export file (docs/flows.md), made in the browser: no call. */
const download = (flow: Flow, forms: Parameters<typeof Flows.toFlowFile>[1]) => {
  const text = JSON.stringify(Flows.toFlowFile(flow, forms), null, 2)
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = `${`${flow.name} ${flow.tag}`.trim().replace(/\W+/g, "-").toLowerCase()}.flow.json`
  link.click()
  URL.revokeObjectURL(url)
}

const FlowBody = ({ flow }: { readonly flow: Flow }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction(Flows.resource.fieldOfStatus)
  const [dialog, setDialog] = useState<"copy" | "delete" | undefined>()
  const [copyErrors, setCopyErrors] = useState<FieldErrors>({})
  const fields = useMemo(() => flowFields(t), [t])
  const forms = usePerFlow(Flows.forms, flow.flowId).entry?.value
  const title = t("flows.detail.editTitle", { name: flow.name })
  const copy = async (input: FlowCopy) => {
    const done = await act(Flows.copy(flow.flowId, input))
    if (done.ok) setDialog(undefined)
    else setCopyErrors(done.fieldErrors)
  }
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => forms && download(flow, forms)} disabled={!forms}>
            {t("flows.detail.export")}
          </Button>
          <Button variant="secondary" onClick={() => setDialog("copy")} disabled={busy}>
            {t("flows.detail.copy")}
          </Button>
          <Button variant="danger" onClick={() => setDialog("delete")} disabled={busy}>
            {t("flows.detail.delete")}
          </Button>
        </div>
      </header>
      <ResourceForm
        key={JSON.stringify(flow)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, flow)}
        schema={FlowInput}
        fixed={{ flowId: flow.flowId }}
        busy={busy}
        onSubmit={async (input) => {
          const done = await act(Flows.save({ flow: input }))
          return done.ok ? {} : done.fieldErrors
        }}
      />
      <FormsSection flow={flow} />
      <FlowLists flowId={flow.flowId} />
      <CopyDialog
        open={dialog === "copy"}
        busy={busy}
        inputs={[
          {
            name: "tag",
            label: t("flows.detail.copyTag"),
            hint: t("flows.fields.tagHint"),
            maxLength: FLOW_TEXT_MAX.tag,
          },
        ]}
        schema={FlowCopy}
        errors={copyErrors}
        texts={{
          title: t("flows.detail.copyTitle", { name: flow.name }),
          body: t("flows.detail.copyBody"),
          confirm: t("flows.detail.copyConfirm"),
        }}
        onClose={() => setDialog(undefined)}
        onConfirm={(input) => void copy(input)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        danger
        busy={busy}
        title={t("flows.detail.deleteTitle", { name: flow.name })}
        confirmLabel={t("flows.detail.delete")}
        busyLabel={t("kit.detail.deleting")}
        cancelLabel={t("kit.detail.keep")}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void act(Flows.remove(NOBODY, flow.flowId))}
      >
        <p>{t("flows.detail.deleteBody")}</p>
      </ConfirmDialog>
    </div>
  )
}
