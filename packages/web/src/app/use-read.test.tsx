import { act, cleanup, renderHook } from "@testing-library/react"
import { afterEach, expect, it } from "vitest"
import { useRead } from "./use-cache.js"

afterEach(cleanup)

/** A read whose answers the test releases one by one, as a slow server would. */
const controlledRead = () => {
  const waiting = new Map<string, (value: string) => void>()
  const read = (input: string) => new Promise<string>((resolve) => waiting.set(input, resolve))
  const answer = (input: string) => act(async () => waiting.get(input)?.(`items of ${input}`))
  return { read, answer }
}

it("never shows the last input's answer once the input has changed, not even for one render", async () => {
  const { read, answer } = controlledRead()
  const seen: Array<string> = []
  const { rerender } = renderHook(
    ({ input }) => {
      const { state } = useRead(read, input, () => undefined)
      seen.push(`${input}: ${state.status} ${state.value ?? "-"}`)
      return state
    },
    { initialProps: { input: "open" } },
  )
  await answer("open")
  seen.length = 0
  rerender({ input: "closed" })
  expect(seen).not.toContain("closed: ready items of open")
  expect(seen).not.toContain("closed: loading items of open")
  expect(seen.at(-1)).toBe("closed: loading -")
  await answer("closed")
  expect(seen.at(-1)).toBe("closed: ready items of closed")
})

it("keeps what is shown while the same input is asked again (Try again)", async () => {
  const { read, answer } = controlledRead()
  const { result } = renderHook(() => useRead(read, "open", () => undefined))
  await answer("open")
  act(() => result.current.retry())
  expect(result.current.state).toEqual({ status: "loading", value: "items of open" })
})
