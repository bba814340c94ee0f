/** What a key press asks of a review queue (BulkQueue). */
export type QueueCommand =
  | { readonly kind: "move"; readonly to: "next" | "previous" | "first" | "last" }
  | { readonly kind: "toggle" }
  | { readonly kind: "action"; readonly key: string }

interface KeyPress {
  readonly key: string
  readonly altKey: boolean
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly target: EventTarget | null
}

const moves: Readonly<Record<string, "next" | "previous" | "first" | "last">> = {
  ArrowDown: "next",
  j: "next",
  ArrowUp: "previous",
  k: "previous",
  Home: "first",
  End: "last",
}

/** Where typing goes: a shortcut must never take a key from it. */
const takesText = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true
  return (
    target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit"].includes(target.type)
  )
}

/**
 * The queue's command for a key press, or none: keys with Ctrl, Alt or Meta
 * (the browser's and the screen reader's) and keys typed into a field are left alone.
 */
export const queueCommand = (
  press: KeyPress,
  actionKeys: ReadonlyArray<string>,
): QueueCommand | undefined => {
  if (press.altKey || press.ctrlKey || press.metaKey || takesText(press.target)) return undefined
  const move = moves[press.key]
  if (move) return { kind: "move", to: move }
  const key = press.key.toLowerCase()
  if (key === "x") return { kind: "toggle" }
  return actionKeys.includes(key) ? { kind: "action", key } : undefined
}
