import { ancestorIds, branchIds, type Forest, searchTree, treeRows } from "@wellkit/core"
import { useCallback, useEffect, useMemo, useRef } from "react"
import { create, type StoreApi, type UseBoundStore } from "zustand"
import { withHistory } from "../app/store-history.js"
import { useDebouncedValue } from "../app/use-debounced.js"

export interface TreeViewState<Id> {
  /** The open branches; undefined until the person opens or closes one (then the roots are open). */
  readonly expanded: ReadonlySet<Id> | undefined
  readonly activeId: Id | undefined
  readonly query: string
  /** The search whose matches were last revealed, so coming back does not move the active item again. */
  readonly revealed: string
  readonly set: (change: (state: TreeViewState<Id>) => Partial<TreeViewState<Id>>) => void
}

export type TreeStore<Id> = UseBoundStore<StoreApi<TreeViewState<Id>>>

/**
 * Where a tree view keeps what is open, active and searched: an area makes one
 * at module level, so the tree is as it was left when the person comes back.
 */
export const createTreeStore = <Id>(): TreeStore<Id> =>
  create<TreeViewState<Id>>()(
    withHistory((set) => ({
      expanded: undefined,
      activeId: undefined,
      query: "",
      revealed: "",
      set: (change) => set(change),
    })),
  )

const union = <Id>(a: ReadonlySet<Id>, b: Iterable<Id>) => new Set([...a, ...b])

/**
 * A tree view's behaviour over a forest: its rows for the open branches, the
 * active item (kept visible: a hidden one gives way to its nearest shown
 * ancestor), expand and collapse, the chosen record revealed, and a search
 * (UI-5: once typing pauses) that opens the branches of its matches.
 */
export const useTreeView = <T, Id>(
  forest: Forest<T, Id>,
  store: TreeStore<Id>,
  options: { readonly textOf: (item: T) => string; readonly selectedId?: Id | undefined },
) => {
  const { expanded, activeId, query, set } = store()
  const open = useMemo(() => expanded ?? new Set(forest.roots.map((root) => root.id)), [expanded, forest])
  const rows = useMemo(() => treeRows(forest, (id) => open.has(id)), [forest, open])
  const shown = useMemo(() => new Set(rows.map((row) => row.node.id)), [rows])
  const openNow = useCallback(
    (state: TreeViewState<Id>) => state.expanded ?? new Set(forest.roots.map((root) => root.id)),
    [forest],
  )

  const { selectedId, textOf } = options
  // Revealed once per record chosen: later changes to the list leave the person's tree alone.
  const revealedSelection = useRef<Id | undefined>(undefined)
  useEffect(() => {
    if (selectedId === undefined || revealedSelection.current === selectedId || !forest.byId.has(selectedId))
      return
    revealedSelection.current = selectedId
    set((state) => ({
      expanded: union(openNow(state), ancestorIds(forest, selectedId)),
      activeId: selectedId,
    }))
  }, [selectedId, forest, set, openNow])

  const settled = useDebouncedValue(query)
  const textRef = useRef(textOf)
  textRef.current = textOf
  const found = useMemo(() => searchTree(forest, settled, (item) => textRef.current(item)), [forest, settled])
  useEffect(() => {
    if (store.getState().revealed === settled || forest.byId.size === 0) return
    const first = found.matches[0]
    set((state) =>
      first === undefined
        ? { revealed: settled }
        : { revealed: settled, expanded: union(openNow(state), found.reveal), activeId: first },
    )
  }, [found, settled, forest, store, set, openNow])

  /** Enter in the search box: the search applies now, without waiting for the pause. */
  const revealNow = useCallback(() => {
    const found = searchTree(forest, store.getState().query, (item) => textRef.current(item))
    const first = found.matches[0]
    set((state) =>
      first === undefined
        ? { revealed: state.query }
        : { revealed: state.query, expanded: union(openNow(state), found.reveal), activeId: first },
    )
  }, [forest, store, set, openNow])

  const visibleActive =
    activeId !== undefined && shown.has(activeId)
      ? activeId
      : (ancestorIds(forest, activeId as Id)
          .reverse()
          .find((id) => shown.has(id)) ?? rows[0]?.node.id)

  return {
    rows,
    activeId: visibleActive,
    setActive: useCallback((id: Id) => set(() => ({ activeId: id })), [set]),
    toggle: useCallback(
      (id: Id, isOpen: boolean) =>
        set((state) => {
          const next = new Set(openNow(state))
          if (isOpen) next.add(id)
          else next.delete(id)
          return { expanded: next }
        }),
      [set, openNow],
    ),
    expandMany: useCallback(
      (ids: ReadonlyArray<Id>) => set((state) => ({ expanded: union(openNow(state), ids) })),
      [set, openNow],
    ),
    expandAll: useCallback(() => set(() => ({ expanded: branchIds(forest) })), [set, forest]),
    collapseAll: useCallback(() => set(() => ({ expanded: new Set<Id>() })), [set]),
    query,
    revealNow,
    setQuery: useCallback((text: string) => set(() => ({ query: text })), [set]),
    /** The search as it applies (after the pause), and what it found, in tree order. */
    settledQuery: settled,
    matches: found.matches,
  }
}
