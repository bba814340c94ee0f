import { type FlowId, type FlowMeasure, Flows, type VariableDefinition } from "@wellkit/core"
import type { ReactNode } from "react"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { usePerFlow } from "./hooks.js"

interface ReadOnlyListProps<A> {
  readonly id: string
  readonly title: string
  readonly read: ReturnType<typeof usePerFlow<A>>
  readonly texts: { readonly loading: string; readonly empty: string }
  readonly columns: ReadonlyArray<readonly [label: string, cell: (row: A) => ReactNode]>
  readonly keyOf: (row: A) => string
}

/** A list shown with the flow, read-only: what its forms define and what it records. */
const ReadOnlyList = <A,>({ id, title, read, texts, columns, keyOf }: ReadOnlyListProps<A>) => {
  const rows = read.entry?.value ?? []
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <ListStates
        entry={read.entry}
        retry={read.retry}
        matches={rows.length}
        query=""
        texts={{ ...texts, noMatch: texts.empty, count: "" }}
      >
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <TableHead columns={columns.map(([label]) => label)} />
            <tbody>
              {rows.map((row) => (
                <tr key={keyOf(row)} className="border-b border-slate-100">
                  {columns.map(([label, cell]) => (
                    <td key={label} className="py-1.5 pr-3">
                      {cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
    </section>
  )
}

/** The flow's variable definitions and measures: read again after a form is saved (ADM-4). */
export const FlowLists = ({ flowId }: { readonly flowId: FlowId }) => {
  const { t } = useTranslation()
  const variables = usePerFlow(Flows.variableDefinitions, flowId)
  const measures = usePerFlow(Flows.measures, flowId)
  return (
    <div className="grid gap-6 2xl:grid-cols-2">
      <ReadOnlyList<VariableDefinition>
        id="flow-variables"
        title={t("flows.variables.title")}
        read={variables}
        texts={{ loading: t("flows.variables.loading"), empty: t("flows.variables.empty") }}
        keyOf={(v) => v.name}
        columns={[
          [t("flows.variables.name"), (v) => <code>{v.name}</code>],
          [t("flows.variables.type"), (v) => v.type],
          [t("flows.variables.form"), (v) => v.formName],
        ]}
      />
      <ReadOnlyList<FlowMeasure>
        id="flow-measures"
        title={t("flows.measures.title")}
        read={measures}
        texts={{ loading: t("flows.measures.loading"), empty: t("flows.measures.empty") }}
        keyOf={(m) => String(m.measureId)}
        columns={[
          [t("flows.measures.name"), (m) => m.name],
          [t("flows.measures.unit"), (m) => m.unit],
          [t("flows.measures.variable"), (m) => <code>{m.variableName}</code>],
        ]}
      />
    </div>
  )
}
