import { foldText, type TreeRow } from "@wellkit/core"

/** What a key asks of a tree view: move to a row, open or close one, choose one, open several. */
export type TreeKeyAction<Id> =
  | { readonly kind: "move"; readonly index: number }
  | { readonly kind: "toggle"; readonly id: Id; readonly open: boolean }
  | { readonly kind: "choose"; readonly id: Id }
  | { readonly kind: "expand"; readonly ids: ReadonlyArray<Id> }

/**
 * WAI-ARIA's tree pattern as data: Up/Down move, Home/End jump, Right opens a
 * closed branch or enters an open one, Left closes an open branch or goes to
 * the parent, Enter chooses, `*` opens the active row's closed siblings, and
 * a letter moves to the next row whose text starts with it. Undefined: the
 * key is not the tree's (Tab, Space, shortcuts), so the browser keeps it.
 */
export const treeKeyAction = <T, Id>(
  key: string,
  rows: ReadonlyArray<TreeRow<T, Id>>,
  active: number,
  textOf: (item: T) => string,
): TreeKeyAction<Id> | undefined => {
  const row = rows[active]
  if (!row) return undefined
  const id = row.node.id
  const move = (index: number) =>
    ({ kind: "move", index: Math.max(0, Math.min(rows.length - 1, index)) }) as const
  switch (key) {
    case "ArrowDown":
      return move(active + 1)
    case "ArrowUp":
      return move(active - 1)
    case "Home":
      return move(0)
    case "End":
      return move(rows.length - 1)
    case "ArrowRight":
      if (row.expanded === false) return { kind: "toggle", id, open: true }
      return row.expanded ? move(active + 1) : undefined
    case "ArrowLeft": {
      if (row.expanded) return { kind: "toggle", id, open: false }
      const parent = rows.findIndex((other) => other.node.id === row.node.parentId)
      return parent < 0 ? undefined : move(parent)
    }
    case "Enter":
      return { kind: "choose", id }
    case "*":
      return {
        kind: "expand",
        ids: rows
          .filter((other) => other.node.parentId === row.node.parentId && other.expanded === false)
          .map((other) => other.node.id),
      }
    default: {
      if (key.length !== 1 || key === " ") return undefined
      const letter = foldText(key)
      for (let step = 1; step <= rows.length; step += 1) {
        const index = (active + step) % rows.length
        const candidate = rows[index]
        if (candidate && foldText(textOf(candidate.node.item)).startsWith(letter)) return move(index)
      }
      return undefined
    }
  }
}
