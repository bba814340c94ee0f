import { describe, expect, it } from "vitest"
import { nextTask, startOnePerTask } from "./sdk-steps.js"

describe("issue 23: startOnePerTask", () => {
  it("starts one piece of work per task, lets them run side by side, and gives their answers in order", async () => {
    const started: Array<number> = []
    const finish: Array<(value: number) => void> = []
    const starts = [0, 1, 2].map((index) => () => {
      started.push(index)
      return new Promise<number>((resolve) => finish.push(resolve))
    })
    const all = startOnePerTask(starts)
    expect(started).toEqual([0])
    await nextTask()
    expect(started).toEqual([0, 1])
    await nextTask()
    expect(started).toEqual([0, 1, 2])
    // The last finishes first: each runs without waiting for the one before.
    finish[2]?.(20)
    finish[0]?.(0)
    finish[1]?.(10)
    expect(await all).toEqual([0, 10, 20])
  })

  it("fails with the first failure once all have started, and reports none as unhandled before", async () => {
    const unhandled: Array<unknown> = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    const started: Array<string> = []
    const all = startOnePerTask([
      () => {
        started.push("broken")
        return Promise.reject(new Error("texts of one area did not arrive"))
      },
      () => {
        started.push("fine")
        return Promise.resolve("ok")
      },
    ])
    await expect(all).rejects.toThrow("texts of one area did not arrive")
    expect(started).toEqual(["broken", "fine"])
    await nextTask()
    process.off("unhandledRejection", onUnhandled)
    expect(unhandled).toEqual([])
  })
})
