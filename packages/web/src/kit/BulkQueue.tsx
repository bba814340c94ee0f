import { appError, type BulkOutcome, nextInQueue, notDone } from "@wellkit/core"
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react"
import { Button } from "../components/Button.js"
import { t, translate } from "../i18n/index.js"
import { showError } from "../shell/notify.js"
import { queueCommand } from "./bulk-keys.js"

export interface BulkAction {
  /** The letter that runs it; shown on its button and in the list of shortcuts. */
  readonly key: string
  readonly label: string
  readonly variant?: "primary" | "secondary" | "danger"
  /** Acts on the ids; resolves with those done and those that failed, with why. */
  readonly run: (ids: ReadonlyArray<number>) => Promise<BulkOutcome<number, unknown>>
}

export interface BulkQueueTexts {
  readonly selectAll: string
  readonly selected: (count: number) => string
  readonly select: (name: string) => string
  readonly shortcuts: string
  readonly move: string
  readonly toggle: string
  readonly actsOn: string
}

interface BulkQueueProps<Item> {
  /** The queue's accessible name. */
  readonly label: string
  readonly items: ReadonlyArray<Item>
  readonly idOf: (item: Item) => number
  /** A short name of the item, for its checkbox. */
  readonly nameOf: (item: Item) => string
  readonly render: (item: Item) => ReactNode
  readonly actions: ReadonlyArray<BulkAction>
  readonly busy: boolean
  readonly texts: BulkQueueTexts
}

const namesList = new Intl.ListFormat("en", { type: "conjunction" })

const kbd = "rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-700"

/**
 * A review queue worked by keyboard or pointer: one item is current (J/K or
 * the arrows move it), X selects it, and each action's letter acts on the
 * selected items, or on the current one when none is selected. After an action
 * the next item that is left becomes current. Shortcuts work while focus is in
 * the queue and never take a key typed into a field.
 */
export const BulkQueue = <Item,>(props: BulkQueueProps<Item>) => {
  const { items, idOf, texts, busy } = props
  const ids = items.map(idOf)
  const [current, setCurrent] = useState<number | undefined>()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const shown = current !== undefined && ids.includes(current) ? current : ids[0]
  const chosen = ids.filter((id) => selected.has(id))
  const rows = useRef(new Map<number, HTMLLIElement>())
  const all = useRef<HTMLInputElement>(null)
  const focusNext = useRef(false)

  useEffect(() => {
    if (!focusNext.current || shown === undefined) return
    focusNext.current = false
    rows.current.get(shown)?.focus()
  })
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen.length > 0 && chosen.length < ids.length
  })

  const goTo = (id: number | undefined) => {
    focusNext.current = true
    setCurrent(id)
  }
  const toggle = (id: number) =>
    setSelected((before) => {
      const after = new Set(before)
      if (!after.delete(id)) after.add(id)
      return after
    })
  const act = async (action: BulkAction) => {
    const targets = chosen.length > 0 ? chosen : shown === undefined ? [] : [shown]
    if (busy || targets.length === 0) return
    const outcome = await action.run(targets)
    const done = outcome.done.map(({ id }) => id)
    const failed = outcome.failed.map(({ id }) => id)
    // What failed stays selected (or becomes so), for a retry with one key.
    setSelected((before) => new Set([...[...before].filter((id) => !done.includes(id)), ...failed]))
    const named = new Map(items.map((item) => [idOf(item), props.nameOf(item)]))
    const missed = notDone(outcome, (id) => named.get(id) ?? String(id))
    if (missed) {
      const which = t("kit.bulk.notDone", {
        count: missed.names.length,
        names: namesList.format(missed.names),
      })
      const others = missed.done > 0 ? t("kit.bulk.someDone", { count: missed.done }) : ""
      const more = missed.error.additionalMessage
      // A key of the catalogue, or the server's own words.
      const why = more ? (translate(more) ?? more) : ""
      // A new AppError: its message is not an enumerable field, so a spread alone would lose it.
      const detail = [which, others, why].filter(Boolean).join(" ")
      showError(appError({ ...missed.error, message: missed.error.message, additionalMessage: detail }))
    }
    goTo(nextInQueue(ids, done, shown))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = queueCommand(
      event,
      props.actions.map((action) => action.key),
    )
    if (!command) return
    event.preventDefault()
    const at = shown === undefined ? 0 : ids.indexOf(shown)
    if (command.kind === "toggle" && shown !== undefined) toggle(shown)
    if (command.kind === "move") {
      const to = { next: at + 1, previous: at - 1, first: 0, last: ids.length - 1 }[command.to]
      goTo(ids[Math.min(Math.max(to, 0), ids.length - 1)])
    }
    const action = command.kind === "action" && props.actions.find((a) => a.key === command.key)
    if (action) void act(action)
  }

  return (
    <section aria-label={props.label} onKeyDown={onKeyDown} className="space-y-3">
      <div className="sticky top-14 z-10 flex flex-wrap md:top-0 items-center gap-3 rounded-md border border-slate-200 bg-white p-3 shadow-sm">
        <label className="flex items-center gap-2 text-sm">
          <input
            ref={all}
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={ids.length > 0 && chosen.length === ids.length}
            onChange={() => setSelected(chosen.length === ids.length ? new Set() : new Set(ids))}
          />
          {texts.selectAll}
        </label>
        <span aria-live="polite" className="mr-auto text-sm text-slate-600">
          {texts.selected(chosen.length)}
        </span>
        {props.actions.map((action) => (
          <Button
            key={action.key}
            variant={action.variant ?? "secondary"}
            aria-keyshortcuts={action.key}
            disabled={busy || ids.length === 0}
            onClick={() => void act(action)}
          >
            {action.label}
            <span aria-hidden="true" className={`ml-2 ${kbd} bg-white/80`}>
              {action.key.toUpperCase()}
            </span>
          </Button>
        ))}
      </div>
      {/* Keyboard help is for keyboards: a touch screen gets the queue's first item in its place (issue 39). */}
      <aside
        aria-label={texts.shortcuts}
        className="flex flex-wrap pointer-coarse:hidden items-center gap-x-6 gap-y-1 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700"
      >
        <h2 className="font-semibold">{texts.shortcuts}</h2>
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <li>
            <kbd className={kbd}>J</kbd> <kbd className={kbd}>K</kbd> / <kbd className={kbd}>↓</kbd>{" "}
            <kbd className={kbd}>↑</kbd> {texts.move}
          </li>
          <li>
            <kbd className={kbd}>X</kbd> {texts.toggle}
          </li>
          {props.actions.map((action) => (
            <li key={action.key}>
              <kbd className={kbd}>{action.key.toUpperCase()}</kbd> {action.label}
            </li>
          ))}
        </ul>
        <p className="basis-full text-xs text-slate-600">{texts.actsOn}</p>
      </aside>
      <ul className="space-y-3">
        {items.map((item) => {
          const id = idOf(item)
          const isCurrent = id === shown
          return (
            <li
              key={id}
              ref={(row) => {
                if (row) rows.current.set(id, row)
                else rows.current.delete(id)
              }}
              tabIndex={isCurrent ? 0 : -1}
              aria-current={isCurrent ? "true" : undefined}
              onFocus={() => setCurrent(id)}
              className={`flex gap-3 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                isCurrent ? "border-brand-600 shadow-md" : "border-slate-200"
              } ${selected.has(id) ? "bg-brand-50" : "bg-white"}`}
            >
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                aria-label={texts.select(props.nameOf(item))}
                checked={selected.has(id)}
                onChange={() => toggle(id)}
              />
              <div className="min-w-0 flex-1">{props.render(item)}</div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
