import { act, cleanup, render, screen } from "@testing-library/react"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { Effect } from "effect"
import { afterEach, beforeEach, expect, it, vi } from "vitest"
import { withWellkit } from "../test-wellkit.js"
import { useDelayedRefresh } from "./use-delayed-refresh.js"

/** K12 in a page, on vitest's fake timers (Effect's clock sleeps with them): the portal's half of ADM-15. */
let env: ReturnType<typeof inProcessSandbox>
let reads = 0
let stale = 0
let schedule: Effect.Effect<void, never, never> = Effect.void

const Probe = () => {
  const refresh = useDelayedRefresh(
    "5 seconds",
    () =>
      Effect.sync(() => {
        reads += 1
      }),
    () =>
      Effect.sync(() => {
        stale += 1
      }),
  )
  schedule = refresh.schedule
  return <p>{refresh.waiting ? "waiting" : "idle"}</p>
}

const show = () => {
  return render(withWellkit(env.client, <Probe />))
}
const update = () => act(() => env.client.runtime.runPromise(schedule))
const after = (millis: number) => act(() => vi.advanceTimersByTimeAsync(millis))

beforeEach(() => {
  vi.useFakeTimers()
  env = inProcessSandbox()
  reads = 0
  stale = 0
})
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await env.close()
})

it("ADM-15: after an update the page says it waits; one read at 5 s (none at 4.9 s), none after", async () => {
  show()
  await update()
  expect(screen.getByText("waiting")).toBeTruthy()
  await after(4_900)
  expect(reads).toBe(0)
  await after(100)
  expect(reads).toBe(1)
  expect(screen.getByText("idle")).toBeTruthy()
  await after(60_000)
  expect(reads).toBe(1)
})

it("ADM-15: two updates within the 5 s give one read", async () => {
  show()
  await update()
  await after(3_000)
  await update()
  await after(4_900)
  expect(reads).toBe(0)
  await after(100)
  await after(60_000)
  expect(reads).toBe(1)
})

it("ADM-15: leaving the page cancels the read, and marks what it would have read stale", async () => {
  const page = show()
  await update()
  await after(1_000)
  page.unmount()
  await after(60_000)
  expect([reads, stale]).toEqual([0, 1])
})
