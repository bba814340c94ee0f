import { Scheduler } from "effect"

/**
 * An Effect scheduler that gives work at most about `ms` milliseconds of any one task, so that
 * a page can paint and answer a key in between (issue 23). None of it runs in the task that
 * starts it (a click's handler, a React commit's effects): a fiber yields at its first step,
 * and its work runs in tasks of its own, `ms` each, so a screen's calls never lengthen the
 * commit that starts them. Work scheduled while a slice has time left runs in that slice: a
 * fiber that waits for another costs no extra task. A message on a channel starts the next
 * task at once, where a zero timeout may be held back by 4 ms.
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
  return Scheduler.make(
    (task) => {
      queue.push(task)
      post()
    },
    // Outside one of its slices, the fiber yields at once: its work moves to a task of ours.
    () => (!inSlice || now() > sliceEnds ? 0 : false),
  )
}
