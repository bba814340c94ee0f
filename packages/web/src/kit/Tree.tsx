import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual"
import type { TreeRow } from "@wellkit/core"
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from "react"
import { treeKeyAction } from "./tree-keys.js"

const ROW_HEIGHT = 36
const INDENT = 18

export interface TreeProps<T, Id extends string | number> {
  /** The tree's accessible name. */
  readonly label: string
  /** What `treeRows` gives for the open branches (use `useTreeView`). */
  readonly rows: ReadonlyArray<TreeRow<T, Id>>
  /** The one item in the Tab order (roving tabindex); it must be one of `rows`. */
  readonly activeId: Id | undefined
  readonly onActiveChange: (id: Id) => void
  readonly selectedId?: Id | undefined
  readonly onToggle: (id: Id, open: boolean) => void
  /** `*` opens every sibling of the active item. */
  readonly onExpandMany: (ids: ReadonlyArray<Id>) => void
  /** Enter or a click: what choosing an item does (open its page). */
  readonly onChoose: (id: Id) => void
  /** The text type-ahead looks at. */
  readonly textOf: (item: T) => string
  readonly renderItem: (row: TreeRow<T, Id>) => ReactNode
  /** Each new value moves focus to the active item once it is shown (Enter in a search box). */
  readonly focusRequest?: number
  /** The scroller's height. @default "max-h-[65vh]" */
  readonly className?: string
}

/**
 * WAI-ARIA's tree pattern over a flat, virtualised list of rows: arrows move
 * and open, Home/End jump, `*` opens siblings, a letter jumps to the next item
 * starting with it, Enter chooses. Only the rows in view are in the page, plus
 * the active one, so focus is never lost and 2,000 items cost a few dozen nodes.
 */
export const Tree = <T, Id extends string | number>(props: TreeProps<T, Id>) => {
  const { rows, activeId, onActiveChange, onToggle } = props
  const scroller = useRef<HTMLDivElement>(null)
  const items = useRef(new Map<Id, HTMLElement>())
  const wantFocus = useRef(false)
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.node.id, index])), [rows])
  const activeIndex = activeId === undefined ? -1 : (indexOf.get(activeId) ?? -1)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range)
      return activeIndex < 0 || shown.includes(activeIndex)
        ? shown
        : [...shown, activeIndex].sort((a, b) => a - b)
    },
    [activeIndex],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    rangeExtractor,
  })

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" })
  }, [activeIndex, virtualizer])
  useEffect(() => {
    if (props.focusRequest) wantFocus.current = true
  }, [props.focusRequest])
  useEffect(() => {
    if (!wantFocus.current || activeId === undefined) return
    wantFocus.current = false
    items.current.get(activeId)?.focus({ preventScroll: true })
  })
  // The key acts on the row that has focus, not on the active row of the last render:
  // a fast second key can come before the render that follows the first.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, focusedIndex: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const action = treeKeyAction(event.key, rows, focusedIndex, props.textOf)
    if (!action) return
    event.preventDefault()
    if (action.kind === "toggle") onToggle(action.id, action.open)
    else if (action.kind === "choose") props.onChoose(action.id)
    else if (action.kind === "expand") props.onExpandMany(action.ids)
    else {
      const row = rows[action.index]
      if (!row) return
      // A row already in the page takes focus now; one scrolled out of the virtual window, once rendered.
      const element = items.current.get(row.node.id)
      if (element) element.focus({ preventScroll: true })
      else wantFocus.current = true
      onActiveChange(row.node.id)
    }
  }

  return (
    <div
      ref={scroller}
      className={`overflow-auto rounded-md border border-slate-200 bg-white ${props.className ?? "max-h-[65vh]"}`}
    >
      <div
        role="tree"
        aria-label={props.label}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]
          if (!row) return null
          const id = row.node.id
          const selected = id === props.selectedId
          return (
            <div
              key={String(id)}
              ref={(element) => {
                if (element) items.current.set(id, element)
                else items.current.delete(id)
              }}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.position}
              aria-setsize={row.siblings}
              aria-expanded={row.expanded}
              aria-selected={selected}
              tabIndex={virtual.index === activeIndex ? 0 : -1}
              onFocus={() => id !== activeId && onActiveChange(id)}
              onClick={() => props.onChoose(id)}
              onKeyDown={(event) => onKeyDown(event, virtual.index)}
              className={`absolute inset-x-0 flex cursor-pointer items-center gap-1 pr-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-inset ${
                selected ? "bg-brand-50 font-semibold" : "hover:bg-slate-50"
              }`}
              style={{
                height: ROW_HEIGHT,
                transform: `translateY(${virtual.start}px)`,
                paddingLeft: (row.level - 1) * INDENT + 4,
              }}
            >
              <span
                aria-hidden="true"
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-200"
                onClick={(event) => {
                  if (row.expanded === undefined) return
                  event.stopPropagation()
                  onToggle(id, !row.expanded)
                }}
              >
                {row.expanded === undefined ? "" : row.expanded ? "▾" : "▸"}
              </span>
              {props.renderItem(row)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
