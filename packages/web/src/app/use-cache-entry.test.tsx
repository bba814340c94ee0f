import { act, cleanup, renderHook } from "@testing-library/react"
import type { AppError } from "@wellkit/core"
import { LazyCache } from "@wellkit/core"
import { Effect } from "effect"
import { useLayoutEffect } from "react"
import { afterEach, expect, it } from "vitest"
import { useCacheEntry } from "./use-cache.js"

afterEach(cleanup)

const settled = () => Promise.resolve()
const fill = (cache: LazyCache<string, string, AppError>, value: string) =>
  Effect.runPromise(cache.reload("open", Effect.succeed(value)))

it("renders a cache's change (an answer arriving, a reload) once it is made", async () => {
  const cache = new LazyCache<string, string, AppError>()
  const { result } = renderHook(() => useCacheEntry(cache, "open", settled, settled))
  expect(result.current).toBeUndefined()
  await act(() => fill(cache, "items"))
  expect(result.current).toEqual({ status: "ready", value: "items" })
  await act(() => fill(cache, "items again"))
  expect(result.current).toEqual({ status: "ready", value: "items again" })
})

it("misses no change made between its render and its subscription", async () => {
  const cache = new LazyCache<string, string, AppError>()
  const { result } = renderHook(() => {
    const entry = useCacheEntry(cache, "open", settled, settled)
    // Layout effects run before the passive effect that subscribes.
    useLayoutEffect(() => void fill(cache, "early"), [])
    return entry
  })
  await act(settled)
  expect(result.current).toEqual({ status: "ready", value: "early" })
})
