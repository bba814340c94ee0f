import { Deferred, Effect, Fiber } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { taskSlices } from "./task-slices.js"

// Counts the tasks the scheduler starts: each is one message on a channel.
let tasks = 0
const CountingChannel = class extends MessageChannel {
  constructor() {
    super()
    const port = this.port1
    Object.defineProperty(port, "onmessage", {
      set(handler: (event: MessageEvent) => void) {
        port.addEventListener("message", (event) => {
          tasks += 1
          handler(event)
        })
        port.start()
      },
    })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  tasks = 0
})

describe("issue 23: work in slices, each a task of its own", () => {
  it("ends a slice once its time is spent, and carries on in the next task", async () => {
    vi.stubGlobal("MessageChannel", CountingChannel)
    let clock = 0
    const steps: Array<{ step: number; task: number }> = []
    const program = Effect.forEach(
      Array.from({ length: 12 }, (_, step) => step),
      (step) =>
        Effect.sync(() => {
          clock += 1
          steps.push({ step, task: tasks })
          return step * 2
        }),
    )
    const result = await Effect.runPromise(program.pipe(Effect.withScheduler(taskSlices(3, () => clock))))
    expect(result).toEqual(Array.from({ length: 12 }, (_, step) => step * 2))
    expect(steps.map(({ step }) => step)).toEqual(Array.from({ length: 12 }, (_, step) => step))
    const perTask = new Map<number, number>()
    for (const { task } of steps) perTask.set(task, (perTask.get(task) ?? 0) + 1)
    // A slice of 3 ms with steps of 1 ms: the step that overruns it is the slice's last.
    expect([...perTask.values()]).toEqual([4, 4, 4])
  })

  it("runs in the slice it is in what a fiber's waiting schedules, while the slice has time", async () => {
    vi.stubGlobal("MessageChannel", CountingChannel)
    const program = Effect.gen(function* () {
      const gate = yield* Deferred.make<number>()
      const child = yield* Effect.fork(Deferred.await(gate))
      yield* Deferred.succeed(gate, 7)
      return yield* Fiber.join(child)
    })
    const result = await Effect.runPromise(program.pipe(Effect.withScheduler(taskSlices(10, () => 0))))
    expect(result).toBe(7)
    expect(tasks).toBe(1)
  })

  it("never runs in its caller's task: the caller carries on first", async () => {
    const order: Array<string> = []
    const running = Effect.runPromise(
      Effect.sync(() => order.push("step")).pipe(Effect.withScheduler(taskSlices(10, () => 0))),
    )
    order.push("caller")
    await running
    expect(order).toEqual(["caller", "step"])
  })
})
