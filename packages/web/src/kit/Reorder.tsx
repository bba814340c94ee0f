import { useEffect, useRef, useState } from "react"

/** The list with the item at `from` moved to `to`. */
export const moveItem = <T,>(items: ReadonlyArray<T>, from: number, to: number): Array<T> => {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}

interface ReorderButtonsProps {
  /** Where the item is now, from 0. */
  readonly position: number
  readonly count: number
  readonly onMove: (to: number) => void
  /** The buttons' words ("Move up"); `item` names the item in their accessible names ("Move up: Core wellbeing"). */
  readonly labels: { readonly up: string; readonly down: string; readonly item: string }
}

const buttonClass =
  "rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40"

/**
 * Move up and Move down for one item of an ordered list: the keyboard's way
 * to reorder (no dragging needed). The pressed button keeps the focus as the
 * item moves, or hands it to the other one at either end of the list. The
 * item must be rendered with a stable key, so this component moves with it.
 */
export const ReorderButtons = ({ position, count, onMove, labels }: ReorderButtonsProps) => {
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const [moved, setMoved] = useState<"up" | "down" | undefined>()
  useEffect(() => {
    if (!moved) return
    const keep = moved === "up" ? position > 0 : position < count - 1
    const target = (moved === "up") === keep ? up : down
    target.current?.focus()
    setMoved(undefined)
  }, [moved, position, count])
  const move = (direction: "up" | "down") => {
    setMoved(direction)
    onMove(direction === "up" ? position - 1 : position + 1)
  }
  return (
    <span className="inline-flex gap-1">
      <button
        ref={up}
        type="button"
        aria-label={`${labels.up}: ${labels.item}`}
        className={buttonClass}
        disabled={position === 0}
        onClick={() => move("up")}
      >
        <span aria-hidden="true">↑ </span>
        {labels.up}
      </button>
      <button
        ref={down}
        type="button"
        aria-label={`${labels.down}: ${labels.item}`}
        className={buttonClass}
        disabled={position >= count - 1}
        onClick={() => move("down")}
      >
        <span aria-hidden="true">↓ </span>
        {labels.down}
      </button>
    </span>
  )
}
