import type { AppError, CacheEntry, LazyCache, WellkitServices } from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react"
import { presentFailure, showError } from "../shell/notify.js"
import { useReload } from "./navigation.js"
import { useWellkit } from "./wellkit.js"

/**
 * A read that failed is shown by the page that needed it (LoadFailed, with Try
 * again), so here it only reaches monitoring. An ended session is the exception:
 * it is the session's message, shown wherever the person is (SES-6).
 */
export const reportReadFailure = (error: AppError): void => {
  if (error.message === "ERRORS.SESSION_EXPIRED") showError(error)
  else presentFailure(error)
}

/**
 * Renders one key of a core cache and asks for it when it is empty (POR-19)
 * or its last load failed. Each key is fetched by itself at most once while
 * the page shows it: a failure stays on the page until the person asks again
 * (Try again, coming back to the page, or choosing it: NAV-10), never in a loop.
 */
export const useCacheEntry = <K, A>(
  cache: LazyCache<K, A, AppError>,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
  reload: (key: K) => Promise<unknown>,
): CacheEntry<A, AppError> | undefined => {
  const entry = useSyncExternalStore(cache.subscribe, () => (key === undefined ? undefined : cache.get(key)))
  // Coming to a page whose last load failed is asking again; staying on it is not.
  const wanted = entry === undefined || entry.status === "error"
  const asked = useRef(new Set<K>())
  const shown = useRef(new Set<K>())
  useEffect(() => {
    if (key === undefined) return
    // A key dropped from the cache since it was shown (a change made it stale, ADM-6) is asked for again.
    if (entry !== undefined) shown.current.add(key)
    else if (shown.current.delete(key)) asked.current.delete(key)
    if (!wanted || asked.current.has(key)) return
    asked.current.add(key)
    load(key).catch(reportReadFailure)
  }, [key, entry, wanted, load])
  // NAV-10: a later reload token (the user chose the page they are on) fetches again.
  const token = useReload((state) => state.token)
  const seen = useRef(token)
  useEffect(() => {
    if (token === seen.current || key === undefined) return
    seen.current = token
    reload(key).catch(reportReadFailure)
  }, [token, key, reload])
  return entry
}

/**
 * An area's cached data for one key: the cache is core's (an area's runtime cache),
 * `load` fills it when empty and `reload` (NAV-10, Try again) fetches again.
 * `load` and `reload` are the SDK's own methods, so they are stable.
 */
export const useCached = <K, A>(
  cacheOf: Effect.Effect<LazyCache<K, A, AppError>, never, WellkitServices>,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
  reload: (key: K) => Promise<unknown>,
) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(cacheOf), [client, cacheOf])
  const entry = useCacheEntry(cache, key, load, reload)
  const retry = useCallback(() => {
    if (key !== undefined) void reload(key).catch(reportReadFailure)
  }, [key, reload])
  return { entry, retry }
}

export type ReadState<A> =
  | { readonly status: "loading"; readonly value: A | undefined }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "error"; readonly value: A | undefined; readonly error: AppError }

/**
 * A read that no cache keeps (one item, a search): fetched when `input`
 * changes, once; `retry` asks again. An answer that arrives after the input
 * changed is dropped. `read` must be stable (the SDK's methods are) and
 * `input` a primitive or memoised, or it is fetched on every render.
 */
export const useRead = <I, A>(
  read: (input: I) => Promise<A>,
  input: I | undefined,
  /** How a failure is told; the page shows it, so by default only monitoring hears of it. */
  report: (error: AppError) => void = reportReadFailure,
) => {
  // The state says which input and read it answers: in the render where the input has
  // changed and the effect below has not run yet, the last input's answer is not shown.
  const [answer, setAnswer] = useState<Answer<I, A>>({ input, read, state: LOADING })
  const [attempt, setAttempt] = useState(0)
  const reporter = useRef(report)
  reporter.current = report
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, not an input.
  useEffect(() => {
    if (input === undefined) return
    let current = true
    const answers = (state: ReadState<A>) => ({ input, read, state })
    // Asking again keeps what is shown; another input must not show the last one's answer.
    setAnswer((previous) =>
      answers({ status: "loading", value: isFor(previous, input, read) ? previous.state.value : undefined }),
    )
    read(input).then(
      (value) => current && setAnswer(answers({ status: "ready", value })),
      (error: AppError) => {
        if (!current) return
        reporter.current(error)
        setAnswer((previous) => answers({ status: "error", value: previous.state.value, error }))
      },
    )
    return () => {
      current = false
    }
  }, [read, input, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const state: ReadState<A> = isFor(answer, input, read) ? answer.state : LOADING
  return { state, retry }
}

interface Answer<I, A> {
  readonly input: I | undefined
  readonly read: (input: I) => Promise<A>
  readonly state: ReadState<A>
}

const LOADING = { status: "loading", value: undefined } as const

const isFor = <I, A>(answer: Answer<I, A>, input: I | undefined, read: (input: I) => Promise<A>) =>
  Object.is(answer.input, input) && Object.is(answer.read, read)
