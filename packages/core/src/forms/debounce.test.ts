import { afterEach, beforeEach, expect, it, vi } from "vitest"
import { debounce, SEARCH_DEBOUNCE_MS } from "./debounce.js"

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it("UI-5: a search runs once, 400 ms after the last key press, with the last text", () => {
  const search = vi.fn()
  const type = debounce(search)
  expect(SEARCH_DEBOUNCE_MS).toBe(400)
  type("a")
  vi.advanceTimersByTime(300)
  type("ad")
  vi.advanceTimersByTime(300)
  type("ada")
  vi.advanceTimersByTime(399)
  expect(search).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(search).toHaveBeenCalledTimes(1)
  expect(search).toHaveBeenCalledWith("ada")
})

it("UI-5: a pending search can be canceled", () => {
  const search = vi.fn()
  const type = debounce(search)
  type("ada")
  type.cancel()
  vi.advanceTimersByTime(1000)
  expect(search).not.toHaveBeenCalled()
})
