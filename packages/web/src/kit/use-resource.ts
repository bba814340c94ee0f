import {
  AppError,
  appError,
  type EntityId,
  type LazyCache,
  presentError,
  type ResourceOutcome,
  showsOnField,
  type WellkitServices,
} from "@wellkit/core"
import type { Context, Effect } from "effect"
import { useCallback, useState } from "react"
import { useRedirect } from "../app/navigation.js"
import { useCached } from "../app/use-cache.js"
import { useWellkit } from "../app/wellkit.js"
import { translate } from "../i18n/index.js"
import { presentFailure, showError, showSuccess } from "../shell/notify.js"

type Run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => Promise<A>

/** A resource's service as the screens need it: what the kit's `resourceService` returns. */
export interface ScreenService<Item, Input, Summary = Item> {
  readonly list: (entityId: EntityId) => Effect.Effect<ReadonlyArray<Summary>, AppError, WellkitServices>
  readonly reload: (entityId: EntityId) => Effect.Effect<ReadonlyArray<Summary>, AppError, WellkitServices>
  readonly save: (input: Input) => Effect.Effect<ResourceOutcome<Item>, AppError, WellkitServices>
  readonly remove: (
    entityId: EntityId,
    id: number,
  ) => Effect.Effect<ResourceOutcome<number>, AppError, WellkitServices>
}

/** An organisation's records from the resource's cache (POR-19); failures show on the page. */
export const useResourceList = <Id, Item, Input>(
  cacheTag: Context.Tag<Id, LazyCache<EntityId, ReadonlyArray<Item>, AppError>>,
  service: ScreenService<Item, Input>,
  entityId: EntityId | undefined,
) => {
  const { client } = useWellkit()
  const run: Run = client.run
  const load = useCallback((id: EntityId) => run(service.list(id)), [run, service])
  const reload = useCallback((id: EntityId) => run(service.reload(id)), [run, service])
  return useCached(cacheTag as never, entityId, load, reload) as ReturnType<
    typeof useCached<EntityId, ReadonlyArray<Item>>
  >
}

export type ActionResult<A> =
  | { readonly ok: true; readonly result: A }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> }

/**
 * Runs one write of the kit: its toast (ERR-6), its redirect with the
 * unsaved-changes guard off (ADM-2, NAV-12), and its failure, on the form's
 * field when the status concerns one (ADM-7), else in its own words.
 */
export const useResourceAction = (fieldOfStatus: Readonly<Record<number, string>> = {}) => {
  const { client } = useWellkit()
  const go = useRedirect()
  const [busy, setBusy] = useState(false)
  const act = useCallback(
    async <A>(
      effect: Effect.Effect<ResourceOutcome<A>, AppError, WellkitServices>,
    ): Promise<ActionResult<A>> => {
      setBusy(true)
      try {
        const outcome = await client.run(effect)
        showSuccess(outcome.toast)
        go(outcome.redirect)
        return { ok: true, result: outcome.result }
      } catch (failure) {
        const error =
          failure instanceof AppError
            ? failure
            : appError({ message: "ERRORS.GENERIC_ERROR_MESSAGE", originalError: failure })
        const field = showsOnField(error, fieldOfStatus)
        if (field === undefined) {
          showError(error)
          return { ok: false, fieldErrors: {} }
        }
        presentFailure(error)
        return { ok: false, fieldErrors: { [field]: presentError(error, translate).body } }
      } finally {
        setBusy(false)
      }
    },
    [client, go, fieldOfStatus],
  )
  return { act, busy }
}
