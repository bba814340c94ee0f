import { Scheduler } from "effect"

/**
 * An Effect scheduler that runs work in slices of about `ms` milliseconds, each in a task of
 * its own, so that a page can paint and answer a key between them (issue 23). Work scheduled
 * while a slice has time left runs in that slice: a fiber that waits for another costs no
 * extra task. A message on a channel starts the next task at once, where a zero timeout may
 * be held back by 4 ms.
 *
 * @example Effect.runPromise(Effect.withScheduler(program, taskSlices(10)))
 */
export const taskSlices = (ms: number, now: () => number = () => performance.now()): Scheduler.Scheduler => {
  const queue: Array<() => void> = []
  // Until its first task, no slice is open: the work never joins its caller's task.
  let sliceEnds = Number.NEGATIVE_INFINITY
  let posted = false
  const runSlice = () => {
    posted = false
    sliceEnds = now() + ms
    for (let task = queue.shift(); task; task = queue.shift()) {
      task()
      if (now() > sliceEnds) break
    }
    if (queue.length > 0) post()
  }
  const post = () => {
    if (posted) return
    posted = true
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      runSlice()
    }
    channel.port2.postMessage(undefined)
  }
  return Scheduler.make(
    (task) => {
      queue.push(task)
      post()
    },
    () => (now() > sliceEnds ? 0 : false),
  )
}
