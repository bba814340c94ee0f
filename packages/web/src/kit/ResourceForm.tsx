import { type FieldErrors, validateWith } from "@wellkit/core"
import type { Schema } from "effect"
import { type FormEvent, type ReactNode, useState } from "react"
import { UnsavedChangesDialog, useUnsavedChanges } from "../app/navigation.js"
import { Button } from "../components/Button.js"
import { useTranslation } from "../i18n/index.js"
import { FieldInput, type FormField, type FormValues, HtmlPreview } from "./FieldInput.js"

export type { Choices, CustomControl, FormField, FormValues } from "./FieldInput.js"

/** A record's values as the form holds them: numbers and ids as text, a missing one as "". */
export const valuesOf = (
  fields: ReadonlyArray<FormField>,
  record: Readonly<Record<string, unknown>>,
): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = record[field.name]
      if (field.kind === "checkbox") return [field.name, value === true]
      if (field.kind === "readonly" && typeof value === "boolean") return [field.name, value]
      if (field.kind === "several" && Array.isArray(value)) return [field.name, value.join(",")]
      return [field.name, value === null || value === undefined ? "" : String(value)]
    }),
  )

const sendsNumber = (field: FormField) =>
  field.kind === "number" || (field.kind === "select" && field.numeric)

/** What a kit form sends (the record form and the action dialog): text trimmed by the schema, an empty number or id as null; read-only fields stay behind. */
export const inputOf = (fields: ReadonlyArray<FormField>, values: FormValues) =>
  Object.fromEntries(
    fields
      .filter((field) => field.kind !== "readonly")
      .map((field) => {
        const value = values[field.name]
        if (field.kind === "custom" && field.blankAsNull && value === "") return [field.name, null]
        if (field.kind === "date" && field.optional && value === "") return [field.name, null]
        if (field.kind === "several") {
          const chosen = String(value).split(",").filter(Boolean)
          return [field.name, field.numeric ? chosen.map(Number) : chosen]
        }
        if (!sendsNumber(field)) return [field.name, value]
        return [field.name, value === "" ? null : Number(value)]
      }),
  )

// biome-ignore lint/suspicious/noExplicitAny: the form reads what it decodes to; the encoded side is each resource's own.
type InputSchema<Input> = Schema.Schema<Input, any>

interface ResourceFormProps<Input> {
  readonly fields: ReadonlyArray<FormField>
  readonly initial: FormValues
  /** The resource's input schema: the form accepts exactly what the API call does. */
  readonly schema: InputSchema<Input>
  /** Fields the form does not show but the payload needs (the organization, the id). */
  readonly fixed: Readonly<Record<string, unknown>>
  readonly busy: boolean
  /** Given the payload the schema decoded: the same type the resource's save takes. */
  readonly onSubmit: (input: Input) => Promise<FieldErrors>
  /** The form's accessible name, when the page holds more than one. */
  readonly label?: string
  readonly submitLabel?: string
  /** Buttons beside Save (Cancel, Delete). */
  readonly children?: ReactNode
  /**
   * A saved record: Save with nothing changed says so beside the button, so a toast that thanks
   * the person for "the changes" is not all they are told (issue 39.6).
   */
  readonly saved?: boolean
}

/**
 * A form built from field descriptions, validated by the resource's schema
 * before anything is sent, with server errors on the field they concern and
 * the unsaved-changes guard (NAV-13).
 */
export const ResourceForm = <Input,>({
  fields,
  initial,
  schema,
  fixed,
  busy,
  onSubmit,
  label,
  submitLabel,
  children,
  saved = false,
}: ResourceFormProps<Input>) => {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [unchanged, setUnchanged] = useState(false)
  const dirty = fields.some((field) => values[field.name] !== initial[field.name])
  const blocker = useUnsavedChanges(dirty && !busy)
  const validate = validateWith(schema)
  const change = (changes: FormValues) => {
    setValues((current) => ({ ...current, ...changes }))
    setUnchanged(false)
    // A field's complaint goes once it is changed; the next save checks it again.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    // Still sent: the spec's toast follows every save (ADM-2), and the person asked for it.
    setUnchanged(saved && !dirty)
    const form = event.currentTarget
    const checked = validate({ ...fixed, ...inputOf(fields, values) })
    const found = checked.ok ? await onSubmit(checked.value) : checked.errors
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }

  const previews = fields.flatMap((field) => (field.kind === "html" ? [field] : []))
  const form = (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="max-w-xl space-y-4"
      aria-label={label}
    >
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          values={values}
          error={errors[field.name]}
          onChange={change}
        />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("kit.form.saving") : (submitLabel ?? t("kit.form.save"))}
        </Button>
        {children}
        {dirty ? <span className="text-sm text-amber-700">{t("kit.form.unsaved")}</span> : null}
        <span role="status" className="text-sm text-slate-600">
          {unchanged ? t("kit.form.unchanged") : null}
        </span>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
  if (previews.length === 0) return form
  // Beside the form where its column is wide (a record beside a list is not), after it where it
  // is narrow; never inside it.
  return (
    <div className="@container">
      <div className="grid items-start gap-6 @4xl:grid-cols-2">
        {form}
        <div className="space-y-4 @4xl:sticky @4xl:top-4">
          {previews.map((field) => (
            <HtmlPreview
              key={field.name}
              label={field.previewLabel}
              html={String(values[field.name] ?? "")}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
