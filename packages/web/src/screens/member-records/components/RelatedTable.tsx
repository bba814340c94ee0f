import type { MemberRef, Related, WellkitServices } from "@wellkit/core"
import type { ReactNode } from "react"
import { type HeadColumn, TableHead } from "../../../components/TableHead.js"
import { RelatedList } from "../../../kit/RelatedList.js"

export interface Column<A> {
  readonly head: string | HeadColumn
  readonly cell: (row: A) => ReactNode
}

interface RelatedTableProps<A> {
  readonly of: MemberRef
  readonly list: Related<MemberRef["userId"], ReadonlyArray<A>, WellkitServices>
  /** The table's name for screen readers: the tab's own. */
  readonly caption: string
  readonly texts: {
    readonly loading: string
    readonly empty: string
    readonly count: (count: number) => string
  }
  readonly columns: ReadonlyArray<Column<A>>
  readonly rowKey: (row: A) => number
  /** The order a person reads the rows in (newest first). */
  readonly order?: (rows: ReadonlyArray<A>) => ReadonlyArray<A>
}

/** One read-only tab of a member's record: its related list with its own loading, empty and failed states. */
export const RelatedTable = <A,>({
  of,
  list,
  caption,
  texts,
  columns,
  rowKey,
  order,
}: RelatedTableProps<A>) => (
  <RelatedList related={list} of={of.userId} texts={texts} rows={order}>
    {(rows) => (
      <div className="relative overflow-x-auto contain-inline-size">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns.map((column) => column.head)} />
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100 align-top">
                {columns.map((column) => (
                  <td
                    key={typeof column.head === "string" ? column.head : column.head.label}
                    className={`py-2 pr-3 last:pr-0 ${typeof column.head !== "string" && column.head.numeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </RelatedList>
)
