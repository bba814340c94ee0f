/** UI-5: search inputs wait this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 400

/**
 * Calls `run` with the latest value once `ms` have passed without another
 * call. `cancel` drops a pending call (e.g. when the screen goes away).
 */
export const debounce = <A>(run: (value: A) => void, ms: number = SEARCH_DEBOUNCE_MS) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const call = (value: A) => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      run(value)
    }, ms)
  }
  return Object.assign(call, { cancel })
}
