import { FLOW_TEXT_MAX } from "@wellkit/core"
import type { useTranslation } from "../../i18n/index.js"
import type { FormField } from "../../kit/ResourceForm.js"
import { useClientTextChoices, useFunctionChoices, useSeedingChoices } from "./hooks.js"

type T = ReturnType<typeof useTranslation>["t"]

/** A flow's form (validated by core's FlowInput). */
export const flowFields = (t: T): ReadonlyArray<FormField> => [
  { name: "name", label: t("flows.fields.name"), kind: "text", maxLength: FLOW_TEXT_MAX.name },
  {
    name: "tag",
    label: t("flows.fields.tag"),
    hint: t("flows.fields.tagHint"),
    kind: "text",
    maxLength: FLOW_TEXT_MAX.tag,
  },
  {
    name: "description",
    label: t("flows.fields.description"),
    kind: "textarea",
    maxLength: FLOW_TEXT_MAX.description,
  },
  { name: "isActive", label: t("flows.fields.isActive"), kind: "checkbox" },
]

/** A new flow's values: a draft until staff make it live. */
export const blankFlow = { name: "", tag: "", description: "", isActive: false } as const

/** A form of a flow (validated by core's FormDraft: the payload, with variables as text). */
export const formFields = (t: T): ReadonlyArray<FormField> => [
  { name: "name", label: t("flows.forms.name"), kind: "text", maxLength: FLOW_TEXT_MAX.name },
  { name: "step", label: t("flows.forms.step"), kind: "number" },
  {
    name: "clientTextId",
    label: t("flows.forms.clientText"),
    kind: "select",
    numeric: true,
    emptyLabel: t("flows.forms.noClientText"),
    useChoices: useClientTextChoices,
  },
  {
    name: "seedingStoredProcedureId",
    label: t("flows.forms.seeding"),
    kind: "select",
    numeric: true,
    emptyLabel: t("flows.forms.noSeeding"),
    useChoices: useSeedingChoices,
  },
  {
    name: "formFunctionId",
    label: t("flows.forms.function"),
    kind: "select",
    numeric: true,
    emptyLabel: t("flows.forms.noFunction"),
    useChoices: useFunctionChoices,
  },
  {
    name: "variables",
    label: t("flows.forms.variables"),
    hint: t("flows.forms.variablesHint"),
    kind: "textarea",
  },
]
