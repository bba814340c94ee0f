import { type FieldErrors, validateWith } from "@wellkit/core"
import type { Schema } from "effect"
import { type FormEvent, type ReactNode, useState } from "react"
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../app/navigation.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"
import { FieldInput, type FormField, type FormValues } from "../../../kit/FieldInput.js"
import { ImageField } from "./ImageField.js"
import { MemberHtml } from "./MemberHtml.js"

/**
 * The kit's field kinds plus three the kit's FieldInput does not have yet: a
 * picture (address or upload), a calendar date, and several lines of plain text.
 */
export type SocialField =
  | FormField
  | { readonly kind: "image"; readonly name: string; readonly label: string }
  | { readonly kind: "date"; readonly name: string; readonly label: string; readonly hint?: string }
  | {
      readonly kind: "textarea"
      readonly name: string
      readonly label: string
      readonly hint?: string
      readonly maxLength: number
    }

/** A record's values as the form holds them: text, with a missing value as "". */
export const socialValues = (fields: ReadonlyArray<SocialField>, record: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(
    fields.map((field) => {
      const value = record[field.name]
      return [field.name, value === null || value === undefined ? "" : String(value)]
    }),
  ) as FormValues

/** What the form sends: a chosen id as a number, no id or picture as null. */
const inputOf = (fields: ReadonlyArray<SocialField>, values: FormValues) =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name]
      if (field.kind === "select" && field.numeric) return [field.name, value === "" ? null : Number(value)]
      if (field.kind === "image") return [field.name, value === "" ? null : value]
      return [field.name, value]
    }),
  )

interface SocialFormProps {
  readonly label: string
  readonly fields: ReadonlyArray<SocialField>
  readonly initial: FormValues
  readonly schema: Schema.Schema.AnyNoContext
  /** What the payload needs but the form does not show: the scope and the record's id. */
  readonly fixed: Readonly<Record<string, unknown>>
  readonly busy: boolean
  readonly onSubmit: (input: unknown) => Promise<FieldErrors>
  readonly children?: ReactNode
}

/**
 * The kit's ResourceForm, composed with social's own field kinds: checked by
 * the call's schema before anything is sent, errors on their field (the first
 * one focused), and the unsaved-changes guard (NAV-13).
 */
export const SocialForm = ({
  label,
  fields,
  initial,
  schema,
  fixed,
  busy,
  onSubmit,
  children,
}: SocialFormProps) => {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const dirty = fields.some((field) => values[field.name] !== initial[field.name])
  const blocker = useUnsavedChanges(dirty && !busy)
  const set = (changes: FormValues) => {
    setValues((current) => ({ ...current, ...changes }))
    // A field's complaint goes once it is changed; the next save checks it again.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const checked = validateWith(schema as Schema.Schema<unknown, unknown>)({
      ...fixed,
      ...inputOf(fields, values),
    })
    const found = checked.ok ? await onSubmit(checked.value) : checked.errors
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }

  const control = (field: SocialField) => {
    const value = String(values[field.name] ?? "")
    const error = errors[field.name]
    const change = (next: string) => set({ [field.name]: next })
    switch (field.kind) {
      case "image":
        return (
          <ImageField name={field.name} label={field.label} value={value} error={error} onChange={change} />
        )
      case "date":
        return (
          <Field label={field.label} hint={field.hint} error={error}>
            <input
              name={field.name}
              type="date"
              className={`${inputClass} w-48`}
              value={value}
              onChange={(e) => change(e.target.value)}
            />
          </Field>
        )
      case "textarea":
        return (
          <Field label={field.label} hint={field.hint} error={error}>
            <textarea
              name={field.name}
              rows={4}
              maxLength={field.maxLength}
              className={inputClass}
              value={value}
              onChange={(e) => change(e.target.value)}
            />
          </Field>
        )
      case "html":
        // The kit's HTML field, previewed through MemberHtml: SafeHtml's sanitiser, pictures described.
        return (
          <div className="space-y-2">
            <Field label={field.label} hint={field.hint} error={error}>
              <textarea
                name={field.name}
                rows={6}
                className={`${inputClass} font-mono`}
                value={value}
                onChange={(e) => change(e.target.value)}
              />
            </Field>
            <section
              aria-label={field.previewLabel}
              className="rounded-md border border-dashed border-slate-300 bg-white p-3"
            >
              <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {field.previewLabel}
              </h3>
              <MemberHtml html={value} className="prose prose-sm text-sm [&_img]:max-h-48 [&_p]:my-1" />
            </section>
          </div>
        )
      default:
        return <FieldInput field={field} values={values} error={error} onChange={set} />
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label}
      className="max-w-2xl space-y-4"
    >
      {fields.map((field) => (
        <div key={field.name}>{control(field)}</div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("kit.form.saving") : t("kit.form.save")}
        </Button>
        {children}
        {dirty ? <span className="text-sm text-amber-700">{t("kit.form.unsaved")}</span> : null}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
}
