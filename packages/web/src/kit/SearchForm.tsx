import { type FormEvent, useState } from "react"
import { Button } from "../components/Button.js"
import { FieldInput, type FormField, type FormValues } from "./FieldInput.js"
import type { SearchFilters } from "./use-search.js"

interface SearchFormProps<F extends string> {
  /** The search landmark's name. */
  readonly label: string
  /** Text fields and selects (a pick list's `useChoices` included); a select's `emptyLabel` means "any". */
  readonly fields: ReadonlyArray<FormField & { readonly name: F }>
  /** The filters of the address: what the results show. */
  readonly filters: SearchFilters<F>
  readonly onSearch: (filters: SearchFilters<F>) => void
  readonly texts: { readonly submit: string; readonly clear: string }
}

const draftOf = <F extends string>(fields: ReadonlyArray<{ readonly name: F }>, filters: SearchFilters<F>) =>
  Object.fromEntries(fields.map((field) => [field.name, filters[field.name] ?? ""])) as FormValues

const SearchFormBody = <F extends string>({
  label,
  fields,
  filters,
  onSearch,
  texts,
}: SearchFormProps<F>) => {
  const [values, setValues] = useState(() => draftOf(fields, filters))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(values as SearchFilters<F>)
  }
  const clear = () => {
    setValues(draftOf(fields, {} as SearchFilters<F>))
    onSearch({} as SearchFilters<F>)
  }
  return (
    <search aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4">
      <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            values={values}
            error={undefined}
            onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          />
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-4">
          <Button type="submit">{texts.submit}</Button>
          <Button variant="secondary" onClick={clear}>
            {texts.clear}
          </Button>
        </div>
      </form>
    </search>
  )
}

/**
 * A search's filters as a form; searching is asked for (Enter or the button),
 * so each search is one history entry. When the address changes (Back, a
 * shared link) the form shows its filters again.
 */
export const SearchForm = <F extends string>(props: SearchFormProps<F>) => (
  <SearchFormBody key={JSON.stringify(props.filters)} {...props} />
)
