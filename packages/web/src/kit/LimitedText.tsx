import { type ClipboardEvent, useState } from "react"
import { Field, inputClass } from "../components/Field.js"
import { useTranslation } from "../i18n/index.js"

interface LimitedTextProps {
  readonly name: string
  readonly label: string
  readonly hint?: string | undefined
  readonly error?: string | undefined
  readonly value: string
  readonly max: number
  readonly multiline?: boolean
  readonly className?: string
  /** The dialog the field is in opens on it (headlessui's `data-autofocus`). */
  readonly autoFocus?: boolean
  readonly onChange: (value: string) => void
}

/**
 * A text field with a character limit (issue 40): the limit and what is used show under it
 * from the start, reaching it says so, and a paste longer than the room left says what was
 * left out. The browser still stops at the limit, so nothing over it is ever sent.
 */
export const LimitedText = ({
  max,
  value,
  multiline,
  onChange,
  hint,
  autoFocus,
  ...field
}: LimitedTextProps) => {
  const { t } = useTranslation()
  const [cut, setCut] = useState<string>()
  const used = value.length
  const note = cut ?? (used >= max ? t("kit.form.limit.reached") : undefined)
  const counter = t("kit.form.limit.used", { used, max })
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData("text").length
    const target = event.currentTarget
    const replaced = (target.selectionEnd ?? used) - (target.selectionStart ?? used)
    const room = Math.max(0, max - (used - replaced))
    setCut(pasted > room ? t("kit.form.limit.cut", { pasted, kept: room }) : undefined)
  }
  const common = {
    name: field.name,
    "data-autofocus": autoFocus || undefined,
    maxLength: max,
    className: field.className ?? inputClass,
    value,
    onPaste,
    onChange: (event: { readonly target: { readonly value: string } }) => {
      if (event.target.value.length < used) setCut(undefined)
      onChange(event.target.value)
    },
  }
  return (
    <div>
      <Field label={field.label} hint={hint} error={field.error}>
        {multiline ? <textarea rows={4} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      </Field>
      {/* Seen under the field. A screen reader hears the limit when it is reached or a paste is
          cut (below), not the count with every key, and the field's description stays its hint
          and its error. */}
      <p className="mt-1 text-xs text-slate-500" aria-hidden="true">
        {[counter, note].filter(Boolean).join(" ")}
      </p>
      <p className="sr-only" aria-live="polite">
        {note}
      </p>
    </div>
  )
}
