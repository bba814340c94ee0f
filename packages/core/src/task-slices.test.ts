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

describe("issue 23: work gets at most a slice of any one task", () => {
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
    // A slice of 3 ms with steps of 1 ms: the step that overruns it is the slice's last. The
    // first slice is the caller's task's own (task 0).
    expect([...perTask.entries()]).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ])
  })

  it("starts in its caller's task, as Effect's own scheduler does: a short program is done before the caller goes on", async () => {
    const order: Array<string> = []
    const running = Effect.runPromise(
      Effect.sync(() => order.push("step")).pipe(Effect.withScheduler(taskSlices(10, () => 0))),
    )
    order.push("caller")
    await running
    expect(order).toEqual(["step", "caller"])
  })

  it("gives all the work one task starts one slice between them", async () => {
    vi.stubGlobal("MessageChannel", CountingChannel)
    let clock = 0
    const scheduler = taskSlices(3, () => clock)
    const taskOf = (work: number) =>
      Effect.runPromise(
        Effect.forEach(Array.from({ length: work }), () => Effect.sync(() => (clock += 1))).pipe(
          Effect.andThen(Effect.sync(() => tasks)),
          Effect.withScheduler(scheduler),
        ),
      )
    const first = taskOf(4)
    const second = taskOf(1)
    expect(await first).toBe(1)
    expect(await second).toBeGreaterThan(0)
  })

  it("with yieldNow first, runs none of a program in its caller's task", async () => {
    const order: Array<string> = []
    const running = Effect.runPromise(
      Effect.yieldNow().pipe(
        Effect.andThen(Effect.sync(() => order.push("step"))),
        Effect.withScheduler(taskSlices(10, () => 0)),
      ),
    )
    order.push("caller")
    await running
    expect(order).toEqual(["caller", "step"])
  })

  it("runs in the slice it is in what a fiber's waiting schedules, while the slice has time", async () => {
    vi.stubGlobal("MessageChannel", CountingChannel)
    const program = Effect.gen(function* () {
      yield* Effect.yieldNow()
      const gate = yield* Deferred.make<number>()
      const child = yield* Effect.fork(Deferred.await(gate))
      yield* Deferred.succeed(gate, 7)
      return yield* Fiber.join(child)
    })
    const result = await Effect.runPromise(program.pipe(Effect.withScheduler(taskSlices(10, () => 0))))
    expect(result).toBe(7)
    expect(tasks).toBe(1)
  })
})

describe("issue 23: a task that throws does not stall the others", () => {
  it("closes the slice and runs what is queued after it in the next task", () => {
    // Tasks are started by hand here, so the throw is caught where the page's would be reported.
    const messages: Array<() => void> = []
    vi.stubGlobal(
      "MessageChannel",
      class {
        readonly port1 = { onmessage: () => {}, close: () => {} }
        readonly port2 = { postMessage: () => messages.push(() => this.port1.onmessage()) }
      },
    )
    const scheduler = taskSlices(10, () => 0)
    const ran: Array<string> = []
    scheduler.scheduleTask(() => {
      throw new Error("a task's defect")
    }, 0)
    scheduler.scheduleTask(() => ran.push("after"), 0)
    expect(messages).toHaveLength(1)
    expect(() => messages.shift()?.()).toThrow("a task's defect")
    expect(ran).toEqual([])
    expect(messages).toHaveLength(1)
    messages.shift()?.()
    expect(ran).toEqual(["after"])
  })
})
