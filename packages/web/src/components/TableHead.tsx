export interface HeadColumn {
  readonly label: string
  /** Figures are right-aligned, under their column's title. */
  readonly numeric?: boolean
  /** A column whose cells say what it is (e.g. row buttons): named for screen readers only. */
  readonly hidden?: boolean
}

/** The header row every data table in the portal uses: one look, and a scope on every heading. */
export const TableHead = ({ columns }: { columns: ReadonlyArray<string | HeadColumn> }) => (
  <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
    <tr>
      {columns.map((column) => {
        const { label, numeric, hidden } = typeof column === "string" ? { label: column } : column
        return (
          <th
            key={label}
            scope="col"
            className={`py-2 pr-3 whitespace-nowrap last:pr-0 ${numeric ? "text-right" : ""}`}
          >
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        )
      })}
    </tr>
  </thead>
)
