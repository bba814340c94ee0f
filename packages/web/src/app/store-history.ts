import type { StateCreator, StoreApi } from "zustand"

/** UI-6: how many past states a store keeps. */
export const HISTORY_LIMIT = 25

export interface StoreHistory<S> {
  /** Oldest first; at most HISTORY_LIMIT. */
  readonly states: () => ReadonlyArray<S>
  /** Puts the store back as it was before its last change. */
  readonly undo: () => void
}

/** A store's history, when it keeps one (development builds). */
export const historyOf = <S>(store: StoreApi<S>): StoreHistory<S> | undefined =>
  (store as StoreApi<S> & { history?: StoreHistory<S> }).history

/**
 * UI-6: a store that keeps its last 25 states, to undo and to debug with.
 * Development builds only: in production the store is exactly what it was.
 */
export const withHistory =
  <S>(creator: StateCreator<S, [], []>, enabled: boolean = import.meta.env.DEV): StateCreator<S, [], []> =>
  (set, get, api) => {
    if (!enabled) return creator(set, get, api)
    const past: Array<S> = []
    const apply = api.setState
    const tracked: typeof api.setState = (partial, replace) => {
      past.push(get())
      if (past.length > HISTORY_LIMIT) past.shift()
      apply(partial as never, replace as never)
    }
    const undo = () => {
      const previous = past.pop()
      if (previous !== undefined) apply(previous, true)
    }
    Object.assign(api, { setState: tracked, history: { states: () => [...past], undo } })
    return creator(tracked, get, api)
  }
