/** A call with no answer after this long is given up (and, for a write, its outcome is unknown). */
export const CALL_TIMEOUT_MS = 60_000

/** The call got no answer, or not all of it, within its time. */
export class TimedOut extends Error {
  readonly _tag = "TimedOut"
  override readonly message = "The call timed out"
}

/** When a call gives up: from the request until its body has been read. */
export interface Deadline {
  /** The answer is in (or the call is over): the timer stops. */
  readonly settle: () => void
  readonly passed: () => boolean
}

export const startDeadline = (ms: number, onPassed: () => void): Deadline => {
  let passed = false
  const timer = setTimeout(() => {
    passed = true
    onPassed()
  }, ms)
  // In Node, an answer nobody reads (no body) must not keep the process alive until the timer fires.
  ;(timer as { unref?: () => void }).unref?.()
  return { settle: () => clearTimeout(timer), passed: () => passed }
}
