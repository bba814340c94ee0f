import { Field, inputClass } from "./Field.js"

export interface SelectOption {
  readonly value: string | number
  readonly label: string
}

interface SelectFieldProps {
  readonly label: string
  readonly name?: string
  readonly value: string | number
  readonly options: ReadonlyArray<SelectOption>
  /** A first choice meaning "none", with the value "". */
  readonly emptyLabel?: string
  /** What the choice means, announced with the field. */
  readonly hint?: string | undefined
  readonly error?: string | undefined
  readonly disabled?: boolean
  readonly onChange: (value: string) => void
}

export const SelectField = ({
  label,
  name,
  value,
  options,
  emptyLabel,
  hint,
  error,
  disabled,
  onChange,
}: SelectFieldProps) => (
  <Field label={label} hint={hint} error={error}>
    <select
      name={name}
      className={inputClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </Field>
)
