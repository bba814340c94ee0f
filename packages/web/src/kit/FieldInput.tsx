import type { AppError } from "@wellkit/core"
import type { ReactNode } from "react"
import { Field, inputClass } from "../components/Field.js"
import { LoadFailed } from "../components/LoadFailed.js"
import { SafeHtml } from "../components/SafeHtml.js"
import { SelectField, type SelectOption } from "../components/SelectField.js"
import { LimitedText } from "./LimitedText.js"
import { SeveralChoices } from "./SeveralChoices.js"

export type FormValues = Readonly<Record<string, string | boolean>>

/** A pick list read from the API: its options so far, and its failure with Try again. */
export interface Choices {
  readonly options: ReadonlyArray<SelectOption>
  readonly failure?: { readonly error: AppError; readonly retry: () => void } | undefined
}

interface Common {
  readonly name: string
  readonly label: string
  readonly hint?: string
}

/** One field of a resource's form, described as data; the form renders and converts it. */
export type FormField = Common &
  (
    | { readonly kind: "text"; readonly mono?: boolean; readonly maxLength?: number }
    | { readonly kind: "number" | "checkbox" }
    /** A calendar day, sent as YYYY-MM-DD (the browser's date picker; the schema checks the day exists); an optional one left empty is sent as null. */
    | { readonly kind: "date"; readonly optional?: boolean }
    /** An e-mail address: the keyboard and autofill suited to one; the schema checks it. */
    | { readonly kind: "email" }
    /** Shown, never edited nor sent (a server-kept fact such as isVerified); `format` gives its words. */
    | { readonly kind: "readonly"; readonly format?: (value: string | boolean) => string }
    /** HTML the API stores: edited as source, previewed sanitised as members will see it. */
    | { readonly kind: "html"; readonly previewLabel: string }
    /** Several lines of plain text. */
    | { readonly kind: "textarea"; readonly maxLength?: number }
    /**
     * A control of the area's own (a picture picker, say), given the field's text
     * value; the form still validates, sends and guards it like any other.
     */
    | {
        readonly kind: "custom"
        readonly render: (control: CustomControl) => ReactNode
        /** An empty value is sent as null (an optional picture), not as "". */
        readonly blankAsNull?: boolean
      }
    | {
        readonly kind: "select"
        /** Values are ids: sent as numbers, and "" as null. */
        readonly numeric?: boolean
        /** A first choice meaning "none" (""). */
        readonly emptyLabel?: string
        /** Fields whose value no longer fits once this one changes (a dependent pick list). */
        readonly resets?: ReadonlyArray<string>
        readonly options?: ReadonlyArray<SelectOption>
        /** A hook reading the options from the API, given the form's values; called by this field only. */
        readonly useChoices?: (values: FormValues) => Choices
      }
    /** Several values of a pick list (tags), kept comma-joined: a group of checkboxes. */
    | {
        readonly kind: "several"
        /** Values are ids: sent as numbers. */
        readonly numeric?: boolean
        readonly options?: ReadonlyArray<SelectOption>
        readonly useChoices?: (values: FormValues) => Choices
      }
  )

/** What a custom field's control is given. */
export interface CustomControl {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
}

interface FieldInputProps {
  readonly field: FormField
  readonly values: FormValues
  readonly error: string | undefined
  readonly onChange: (changes: FormValues) => void
}

const ChoiceSelect = ({
  field,
  values,
  error,
  onChange,
}: FieldInputProps & { readonly field: Extract<FormField, { kind: "select" }> }) => {
  const choices = field.useChoices?.(values) ?? { options: field.options ?? [] }
  const change = (value: string) =>
    onChange({ [field.name]: value, ...Object.fromEntries((field.resets ?? []).map((name) => [name, ""])) })
  return (
    <div className="space-y-2">
      <SelectField
        label={field.label}
        name={field.name}
        value={String(values[field.name] ?? "")}
        hint={field.hint}
        error={error}
        {...(field.emptyLabel === undefined ? {} : { emptyLabel: field.emptyLabel })}
        options={choices.options}
        onChange={change}
      />
      {choices.failure ? <LoadFailed error={choices.failure.error} onRetry={choices.failure.retry} /> : null}
    </div>
  )
}

const Several = ({
  field,
  values,
  error,
  onChange,
}: FieldInputProps & { readonly field: Extract<FormField, { kind: "several" }> }) => (
  <SeveralChoices
    name={field.name}
    label={field.label}
    hint={field.hint}
    error={error}
    value={String(values[field.name] ?? "")}
    choices={field.useChoices?.(values) ?? { options: field.options ?? [] }}
    onChange={(next) => onChange({ [field.name]: next })}
  />
)

/** One described field as a labelled control, with its hint and error announced. */
export const FieldInput = (props: FieldInputProps) => {
  const { field, values, error, onChange } = props
  const value = values[field.name]
  switch (field.kind) {
    case "checkbox":
      return (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={field.name}
            className="h-4 w-4 accent-brand-700"
            checked={value === true}
            onChange={(event) => onChange({ [field.name]: event.target.checked })}
          />
          {field.label}
        </label>
      )
    case "select":
      return <ChoiceSelect {...props} field={field} />
    case "several":
      return <Several {...props} field={field} />
    case "readonly":
      return (
        <Field label={field.label} hint={field.hint}>
          <input
            name={field.name}
            type="text"
            readOnly
            // Not the editable look: no white field, a dashed edge.
            className="rounded-md border border-dashed border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-700 focus:outline-2 focus:outline-brand-600"
            value={field.format ? field.format(value ?? "") : String(value ?? "")}
          />
        </Field>
      )
    case "email":
      return (
        <Field label={field.label} hint={field.hint} error={error}>
          <input
            name={field.name}
            type="email"
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
            value={String(value ?? "")}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
          />
        </Field>
      )
    case "custom":
      return field.render({
        name: field.name,
        label: field.label,
        value: String(value ?? ""),
        error,
        onChange: (next) => onChange({ [field.name]: next }),
      })
    case "textarea":
      if (field.maxLength !== undefined)
        return (
          <LimitedText
            multiline
            name={field.name}
            label={field.label}
            hint={field.hint}
            error={error}
            max={field.maxLength}
            value={String(value ?? "")}
            onChange={(next) => onChange({ [field.name]: next })}
          />
        )
      return (
        <Field label={field.label} hint={field.hint} error={error}>
          <textarea
            name={field.name}
            rows={4}
            className={inputClass}
            value={String(value ?? "")}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
          />
        </Field>
      )
    case "html":
      // Its preview is HtmlPreview, which the form shows outside itself (issue 40.1).
      return (
        <Field label={field.label} hint={field.hint} error={error}>
          <textarea
            name={field.name}
            rows={5}
            className={`${inputClass} font-mono`}
            value={String(value ?? "")}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
          />
        </Field>
      )
    default:
      if (field.kind === "text" && field.maxLength !== undefined)
        return (
          <LimitedText
            name={field.name}
            label={field.label}
            hint={field.hint}
            error={error}
            max={field.maxLength}
            className={field.mono ? `${inputClass} font-mono` : inputClass}
            value={String(value ?? "")}
            onChange={(next) => onChange({ [field.name]: next })}
          />
        )
      return (
        <Field label={field.label} hint={field.hint} error={error}>
          <input
            name={field.name}
            type={field.kind === "date" ? "date" : "text"}
            autoComplete="off"
            inputMode={field.kind === "number" ? "decimal" : undefined}
            className={
              field.kind === "date"
                ? `${inputClass} w-48`
                : field.kind === "text" && field.mono
                  ? `${inputClass} font-mono`
                  : inputClass
            }
            value={String(value ?? "")}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
          />
        </Field>
      )
  }
}

/**
 * An HTML field's text as members will see it, sanitised. Shown outside the form that edits it,
 * so that nothing the HTML holds can belong to that form: a button in it can never save.
 */
export const HtmlPreview = ({ label, html }: { readonly label: string; readonly html: string }) => (
  <section aria-label={label} className="rounded-md border border-dashed border-slate-300 bg-white p-3">
    <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h3>
    <SafeHtml html={html} className="prose prose-sm text-sm [&_img]:max-h-48 [&_p]:my-1" />
  </section>
)
