import { type FieldErrors, validateWith } from "@wellkit/core"
import type { Schema } from "effect"
import { type FormEvent, useState } from "react"
import { UnsavedChangesDialog, useUnsavedChanges } from "../app/navigation.js"
import { Button } from "../components/Button.js"
import { Field, inputClass } from "../components/Field.js"
import { useTranslation } from "../i18n/index.js"

export interface FormField {
  readonly name: string
  readonly label: string
  readonly kind: "text" | "number" | "checkbox"
  readonly hint?: string
}

export type FormValues = Readonly<Record<string, string | boolean>>

/** A record's values as the form holds them: numbers as text, a missing number as "". */
export const valuesOf = (
  fields: ReadonlyArray<FormField>,
  record: Readonly<Record<string, unknown>>,
): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = record[field.name]
      return [
        field.name,
        field.kind === "checkbox"
          ? value === true
          : value === null || value === undefined
            ? ""
            : String(value),
      ]
    }),
  )

/** What the form sends: text trimmed by the schema, an empty number as null. */
const inputOf = (fields: ReadonlyArray<FormField>, values: FormValues) =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name]
      if (field.kind !== "number") return [field.name, value]
      return [field.name, value === "" ? null : Number(value)]
    }),
  )

interface ResourceFormProps {
  readonly fields: ReadonlyArray<FormField>
  readonly initial: FormValues
  /** The resource's input schema: the form accepts exactly what the API call does. */
  readonly schema: Schema.Schema<unknown, never> | Schema.Schema.AnyNoContext
  /** Fields the form does not show but the payload needs (the organisation, the id). */
  readonly fixed: Readonly<Record<string, unknown>>
  readonly busy: boolean
  readonly onSubmit: (input: unknown) => Promise<FieldErrors>
  readonly children?: React.ReactNode
}

/**
 * A form built from field descriptions, validated by the resource's schema
 * before anything is sent, with server errors on the field they concern and
 * the unsaved-changes guard (NAV-13).
 */
export const ResourceForm = ({
  fields,
  initial,
  schema,
  fixed,
  busy,
  onSubmit,
  children,
}: ResourceFormProps) => {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const dirty = fields.some((field) => values[field.name] !== initial[field.name])
  const blocker = useUnsavedChanges(dirty && !busy)
  const validate = validateWith(schema as Schema.Schema<unknown, unknown>)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const checked = validate({ ...fixed, ...inputOf(fields, values) })
    const found = checked.ok ? await onSubmit(checked.value) : checked.errors
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-xl space-y-4">
      {fields.map((field) =>
        field.kind === "checkbox" ? (
          <label key={field.name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              checked={values[field.name] === true}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.checked })}
            />
            {field.label}
          </label>
        ) : (
          <Field key={field.name} label={field.label} hint={field.hint} error={errors[field.name]}>
            <input
              name={field.name}
              type="text"
              inputMode={field.kind === "number" ? "decimal" : undefined}
              className={inputClass}
              value={String(values[field.name] ?? "")}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </Field>
        ),
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("kit.form.saving") : t("kit.form.save")}
        </Button>
        {children}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
}
