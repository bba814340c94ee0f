import { Scheduler } from "effect"

/**
 * An Effect scheduler that gives work at most about `ms` milliseconds of any one task, so that
 * a page can paint and answer a key in between (issue 23). Work started by a task (a click's
 * handler, a React effect) runs in it at once, as on Effect's own scheduler, until the task
 * has given it `ms`; what is left, and what resumes later, runs in tasks of its own, `ms` each.
 * Work scheduled while a slice has time left runs in that slice: a fiber that waits for another
 * costs no extra task. A message on a channel starts the next task at once, where a zero
 * timeout may be held back by 4 ms. `Effect.yieldNow()` first moves all of a program's work
 * out of the task that starts it.
 *
 * @example Effect.runPromise(Effect.withScheduler(program, taskSlices(10)))
 */
export const taskSlices = (ms: number, now: () => number = () => performance.now()): Scheduler.Scheduler => {
  const queue: Array<() => void> = []
  let sliceEnds = Number.NEGATIVE_INFINITY
  let inSlice = false
  let posted = false
  const runSlice = () => {
    posted = false
    inSlice = true
    sliceEnds = now() + ms
    try {
      for (let task = queue.shift(); task; task = queue.shift()) {
        task()
        if (now() > sliceEnds) break
      }
    } finally {
      // Even after a task that threw: the slice closes and what is queued still runs.
      inSlice = false
      if (queue.length > 0) post()
    }
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
  // The task running now, when it is not one of ours: its share opens at its first work and
  // closes when its script has run (the first microtask after it).
  const openCallersSlice = () => {
    inSlice = true
    sliceEnds = now() + ms
    queueMicrotask(() => {
      inSlice = false
    })
  }
  return Scheduler.make(
    (task) => {
      queue.push(task)
      post()
    },
    () => {
      if (!inSlice) openCallersSlice()
      return now() > sliceEnds ? 0 : false
    },
  )
}
