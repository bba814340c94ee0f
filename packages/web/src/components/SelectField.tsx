import { Field, inputClass } from "./Field.js"

export interface SelectOption {
  readonly value: string | number
  readonly label: string
  /** Options under a heading of the list (an `<optgroup>`), e.g. an organization's children. */
  readonly group?: string
}

/** Runs of options with the same group, in order: a group's options stay where they were. */
const runsOf = (options: ReadonlyArray<SelectOption>) =>
  options.reduce<Array<{ group: string | undefined; options: Array<SelectOption> }>>((runs, option) => {
    const last = runs.at(-1)
    if (last && last.group === option.group) last.options.push(option)
    else runs.push({ group: option.group, options: [option] })
    return runs
  }, [])

const Option = ({ option }: { readonly option: SelectOption }) => (
  <option value={option.value}>{option.label}</option>
)

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
      {runsOf(options).map((run) =>
        run.group === undefined ? (
          run.options.map((option) => <Option key={option.value} option={option} />)
        ) : (
          <optgroup key={`${run.group}:${run.options[0]?.value}`} label={run.group}>
            {run.options.map((option) => (
              <Option key={option.value} option={option} />
            ))}
          </optgroup>
        ),
      )}
    </select>
  </Field>
)
