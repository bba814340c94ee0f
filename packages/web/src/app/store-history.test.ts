import { describe, expect, it } from "vitest"
import { create } from "zustand"
import { HISTORY_LIMIT, historyOf, withHistory } from "./store-history.js"

const counter = (enabled: boolean) =>
  create<{ readonly n: number; readonly bump: () => void }>()(
    withHistory((set) => ({ n: 0, bump: () => set((state) => ({ n: state.n + 1 })) }), enabled),
  )

describe("UI-6: a store keeps its last 25 states in development builds", () => {
  it("UI-6: after 30 changes it holds the 25 before the present one, oldest first", () => {
    const store = counter(true)
    for (let i = 0; i < 30; i += 1) store.getState().bump()
    const states = historyOf(store)
      ?.states()
      .map((state) => state.n)
    expect(HISTORY_LIMIT).toBe(25)
    expect(states).toEqual(Array.from({ length: 25 }, (_, index) => index + 5))
  })

  it("UI-6: setState from outside the store is kept too, and undo goes back one step at a time", () => {
    const store = counter(true)
    store.getState().bump()
    store.setState({ n: 40 })
    historyOf(store)?.undo()
    expect(store.getState().n).toBe(1)
    historyOf(store)?.undo()
    expect(store.getState().n).toBe(0)
    historyOf(store)?.undo()
    expect(store.getState().n).toBe(0)
    expect(typeof store.getState().bump).toBe("function")
  })

  it("UI-6: a production build keeps no history", () => {
    const store = counter(false)
    store.getState().bump()
    expect(historyOf(store)).toBeUndefined()
    expect(store.getState().n).toBe(1)
  })
})
