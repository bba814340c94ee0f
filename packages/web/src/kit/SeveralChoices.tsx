import type { AppError } from "@wellkit/core"
import { useId } from "react"
import { LoadFailed } from "../components/LoadFailed.js"
import type { SelectOption } from "../components/SelectField.js"

interface SeveralChoicesProps {
  readonly name: string
  readonly label: string
  readonly hint?: string | undefined
  readonly error?: string | undefined
  /** The values chosen, comma-joined (a `list` filter's form in the address). */
  readonly value: string
  /** A pick list's options so far, and its failure with Try again. */
  readonly choices: {
    readonly options: ReadonlyArray<SelectOption>
    readonly failure?: { readonly error: AppError; readonly retry: () => void } | undefined
  }
  readonly onChange: (value: string) => void
}

const valuesOf = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * Several values of a pick list (tags), as a group of checkboxes: each is
 * reached by Tab and toggled by Space, and a screen reader hears the group's
 * name with each. The value is the chosen ones comma-joined, in the list's order.
 */
export const SeveralChoices = ({
  name,
  label,
  hint,
  error,
  value,
  choices,
  onChange,
}: SeveralChoicesProps) => {
  const id = useId()
  const chosen = new Set(valuesOf(value))
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(option)
    else next.delete(option)
    onChange(
      choices.options
        .map((choice) => String(choice.value))
        .filter((choice) => next.has(choice))
        .join(","),
    )
  }
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ")
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-300 bg-white px-3 py-2">
        {choices.options.map((option) => (
          <label key={option.value} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className="h-4 w-4 accent-brand-700"
              checked={chosen.has(String(option.value))}
              onChange={(event) => toggle(String(option.value), event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {choices.failure ? <LoadFailed error={choices.failure.error} onRetry={choices.failure.retry} /> : null}
    </fieldset>
  )
}
