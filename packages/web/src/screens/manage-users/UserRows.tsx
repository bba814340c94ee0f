import { useVirtualizer } from "@tanstack/react-virtual"
import type { AdminUser, Person } from "@wellkit/core"
import { MEMBER_PROFILE_PATH } from "@wellkit/core/members/path"
import { useRef } from "react"
import { Link } from "react-router-dom"
import { useCan } from "../../app/can.js"
import { Button } from "../../components/Button.js"
import { useTranslation } from "../../i18n/index.js"

export type Row =
  | { readonly kind: "admin"; readonly user: AdminUser }
  | { readonly kind: "employee"; readonly user: Person }

export type RowAction = "edit" | "reset" | "delete" | "move"

/** A row's height on a wide list; a narrow one puts the actions on a line of their own, measured. */
const ROW_HEIGHT = 56

const nameOf = (row: Row) => `${row.user.firstName} ${row.user.lastName}`

/**
 * The list of people, virtualised: only the rows in view (and a few either
 * side) are in the page, so 10,000 employees cost a few dozen DOM rows. Where
 * the list is narrow (a phone) each row's actions wrap under the person, so
 * every action stays in view without scrolling the list sideways.
 */
export const UserRows = ({
  rows,
  onAction,
}: {
  readonly rows: ReadonlyArray<Row>
  readonly onAction: (row: Row, action: RowAction) => void
}) => {
  const { t } = useTranslation()
  // NAV-4: the member profile is only offered to those the route would let in.
  const seesProfiles = useCan("MEMBER_DEMOGRAPHIC_VIEW")
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  return (
    <div
      ref={scroller}
      className="@container h-[60vh] overflow-auto rounded-md border border-slate-200"
      data-testid="user-rows"
    >
      <ul
        aria-label={t("users.listLabel", { count: rows.length })}
        style={{ height: virtualizer.getTotalSize() }}
        className="relative"
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          const registered = row.user.registered
          return (
            <li
              key={row.kind === "admin" ? `a${row.user.userId}` : `e${row.user.personId}`}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 px-3 py-2 @2xl:flex-nowrap"
              style={{ minHeight: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <span className="min-w-0 flex-1 basis-40">
                <span className="block truncate font-medium">{nameOf(row)}</span>
                <span className="block truncate text-xs text-slate-600">
                  {row.user.emailAddress}
                  {row.kind === "employee" && row.user.employeeId
                    ? ` · ${t("users.employeeIdShort", { id: row.user.employeeId })}`
                    : ""}
                </span>
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${registered ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
              >
                {registered ? t("users.registered") : t("users.invited")}
              </span>
              <span className="flex w-full flex-wrap gap-2 @2xl:w-auto @2xl:flex-nowrap">
                {row.kind === "employee" && seesProfiles ? (
                  <Link
                    to={`${MEMBER_PROFILE_PATH}?userId=${row.user.personId}`}
                    aria-label={t("members.demographics.viewProfileOf", { name: nameOf(row) })}
                    className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2"
                  >
                    {t("members.demographics.viewProfile")}
                  </Link>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => onAction(row, "edit")}
                  aria-label={t("users.editOne", { name: nameOf(row) })}
                >
                  {t("users.edit")}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onAction(row, "reset")}
                  aria-label={t("users.resetOne", { name: nameOf(row) })}
                >
                  {t("users.reset")}
                </Button>
                {row.kind === "admin" ? (
                  <Button
                    variant="secondary"
                    onClick={() => onAction(row, "move")}
                    aria-label={t("users.moveOne", { name: nameOf(row) })}
                  >
                    {t("users.move")}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => onAction(row, "delete")}
                  aria-label={t("users.deleteOne", { name: nameOf(row) })}
                >
                  {t("users.delete")}
                </Button>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
