import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef } from "react"
import { useSearchParams } from "react-router-dom"
import { tabAfterKey } from "./tab-keys.js"

/** K8: one tab of a record's page; `of` is the record the panel belongs to (a member). */
export interface RecordTab<C> {
  /** Its name in the address (`?tab=programs`). */
  readonly id: string
  readonly label: string
  readonly Panel: ComponentType<{ readonly of: C }>
}

interface RecordTabsProps<C> {
  /** The tab list's accessible name. */
  readonly label: string
  readonly tabs: ReadonlyArray<RecordTab<C>>
  readonly of: C
}

/**
 * A record's related lists as WAI-ARIA tabs. The open tab is in the address
 * (`?tab=`), so a link or a reload shows the same tab; choosing one replaces
 * the address rather than adding to history, so Back leaves the record. Only
 * the open tab's panel is mounted: its reads start when it is first opened,
 * and what it read is kept by the kit's caches for when it is opened again.
 * Arrow keys move between tabs and Enter or Space opens one (manual
 * activation: a tab's first opening is a call, not a keystroke's side effect).
 */
export const RecordTabs = <C,>({ label, tabs, of }: RecordTabsProps<C>) => {
  const [search, setSearch] = useSearchParams()
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const open = tabs.find((tab) => tab.id === search.get("tab")) ?? tabs[0]
  // On a phone the tabs scroll in one line (issue 39): a tab opened from the address is brought
  // into view, by scrolling the list alone (scrollIntoView could move the page as well). From
  // lg up they wrap, so that a desk shows every tab whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab is the trigger.
  useEffect(() => {
    const box = list.current
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!box || !tab) return
    if (
      tab.offsetLeft < box.scrollLeft ||
      tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth
    )
      box.scrollLeft = tab.offsetLeft - 16
  }, [open?.id])
  if (open === undefined) return null
  const choose = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === tabs[0]?.id) next.delete("tab")
        else next.set("tab", id)
        return next
      },
      { replace: true },
    )
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = tabAfterKey(event.key, at, buttons.length)
    if (next === undefined) return
    event.preventDefault()
    buttons[next]?.focus()
  }
  const Panel = open.Panel
  return (
    <div className="space-y-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto contain-inline-size shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible"
      >
        {tabs.map((tab) => {
          const selected = tab === open
          return (
            <button
              key={tab.id}
              id={`${base}-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? `${base}-panel` : undefined}
              // One stop for Tab in the list: the open tab; arrows reach the others.
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              className={`shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 ${selected ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:text-slate-900"}`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${open.id}`}
        className="space-y-3 focus-visible:outline-2"
      >
        <Panel key={open.id} of={of} />
      </div>
    </div>
  )
}
