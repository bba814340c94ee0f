import { type AppError, delayedRefresh, type RefreshDelay, type WellkitServices } from "@wellkit/core"
import { Effect } from "effect"
import { useEffect, useMemo, useRef, useState } from "react"
import { useWellkit } from "../app/wellkit.js"

/**
 * K12 in a page: `schedule` is what a write reads after it (its `refresh`): the read runs
 * once, `after` later (core's `delayedRefresh`), never at once and never in a loop; two
 * writes within the delay give one read; leaving the page cancels it. `read` is taken
 * when it runs, so it reads what the page shows then. `waiting` is true from a write
 * until its read has finished, for the page to say the list will change. `stale` runs when
 * the page is left with a read waiting (drop what it would have read, so it is read when next shown).
 */
export const useDelayedRefresh = (
  after: RefreshDelay,
  read: () => Effect.Effect<unknown, AppError, WellkitServices>,
  stale: () => Effect.Effect<unknown, never, WellkitServices> = () => Effect.void,
) => {
  const { client } = useWellkit()
  const current = useRef({ read, stale })
  current.current = { read, stale }
  const [waiting, setWaiting] = useState(false)
  const refresh = useMemo(
    () =>
      client.runtime.runSync(
        delayedRefresh(
          after,
          Effect.suspend(() => current.current.read()).pipe(
            Effect.ensuring(Effect.sync(() => setWaiting(false))),
          ),
          Effect.suspend(() => current.current.stale()),
        ),
      ),
    [client, after],
  )
  useEffect(
    () => () => {
      client.runtime.runFork(refresh.cancel)
    },
    [client, refresh],
  )
  const schedule = useMemo(
    () =>
      Effect.zipRight(
        Effect.sync(() => setWaiting(true)),
        refresh.schedule,
      ),
    [refresh],
  )
  return { schedule, waiting }
}
