import type { ListQuery } from "@wellkit/core"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"

export interface Column<Item> {
  readonly field: keyof Item & string
  readonly label: string
  readonly numeric?: boolean
  readonly mono?: boolean
  readonly render?: (item: Item) => ReactNode
}

interface ResourceTableProps<Item> {
  readonly caption: string
  readonly idField: keyof Item & string
  readonly columns: ReadonlyArray<Column<Item>>
  readonly rows: ReadonlyArray<Item>
  /** The first column links to the record at this address; without it the rows are the whole story (K9: a read-only list). */
  readonly hrefOf?: ((id: unknown) => string) | undefined
  /** The record shown beside the list, marked as current. */
  readonly selected?: unknown
  /** Sortable headers, when the list keeps its order in the address. */
  readonly sort?: { readonly query: ListQuery; readonly onSort: (field: string, dir: "asc" | "desc") => void }
}

const sortMark = { asc: "ascending", desc: "descending" } as const

/**
 * A resource's rows; the first cell of each is the link to the record. A table wider than its
 * place scrolls inside its own box, the link column first, so the page never scrolls sideways;
 * its width never counts towards its container's (inline-size containment), so a grid or flex
 * cell around it does not widen to the table and push the page past the screen.
 */
export const ResourceTable = <Item,>(props: ResourceTableProps<Item>) => (
  <div className="relative overflow-x-auto contain-inline-size">
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          {props.columns.map((column) => {
            const sorted = props.sort?.query.sort === column.field ? props.sort.query.dir : undefined
            return (
              <th
                key={column.field}
                scope="col"
                aria-sort={props.sort ? (sorted ? sortMark[sorted] : "none") : undefined}
                className={`py-2 pr-3 ${column.numeric ? "text-right" : ""}`}
              >
                {props.sort ? (
                  <button
                    type="button"
                    className="uppercase underline-offset-2 hover:underline focus-visible:outline-2"
                    onClick={() => props.sort?.onSort(column.field, sorted === "asc" ? "desc" : "asc")}
                  >
                    {column.label}
                    {sorted ? <span aria-hidden="true">{sorted === "asc" ? " ▲" : " ▼"}</span> : null}
                  </button>
                ) : (
                  column.label
                )}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((item) => {
          const id = item[props.idField]
          const current = props.selected !== undefined && id === props.selected
          return (
            <tr key={String(id)} className={`border-b border-slate-100 ${current ? "bg-brand-50" : ""}`}>
              {props.columns.map((column, index) => {
                const value = column.render ? column.render(item) : String(item[column.field] ?? "—")
                return (
                  <td
                    key={column.field}
                    className={`py-2 pr-3 ${column.numeric ? "text-right tabular-nums" : ""} ${column.mono ? "font-mono" : ""}`}
                  >
                    {index === 0 && props.hrefOf ? (
                      <Link
                        to={props.hrefOf(id)}
                        aria-current={current ? "true" : undefined}
                        className="font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                      >
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </td>
                )
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  </div>
)
