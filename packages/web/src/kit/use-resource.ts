import {
  AppError,
  appError,
  type ChildAddress,
  type EntityId,
  type LazyCache,
  type Owner,
  presentError,
  type ResourceOutcome,
  recordKey,
  showsOnField,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback, useMemo, useState } from "react"
import { useParams, useSearchParams } from "react-router-dom"
import { useRedirect } from "../app/navigation.js"
import { entityIdFrom } from "../app/params.js"
import { useCached } from "../app/use-cache.js"
import { useWellkit } from "../app/wellkit.js"
import { translate } from "../i18n/index.js"
import { presentFailure, showError, showSuccess } from "../shell/notify.js"

type Run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => Promise<A>

/** A resource's service as the screens need it: what the kit's `resourceService` returns (K9: save and remove where it has those writes). */
export interface ScreenService<Item, Input, Summary = Item, O extends Owner = EntityId> {
  readonly list: (owner: O) => Effect.Effect<ReadonlyArray<Summary>, AppError, WellkitServices>
  readonly reload: (owner: O) => Effect.Effect<ReadonlyArray<Summary>, AppError, WellkitServices>
  readonly save?: (input: Input) => Effect.Effect<ResourceOutcome<Item>, AppError, WellkitServices>
  readonly remove?: (
    owner: O,
    id: number,
  ) => Effect.Effect<ResourceOutcome<number>, AppError, WellkitServices>
}

/** A resource's cache: its Context tag, or a cache made on first use (`runtimeCache`). */
type CacheOf<K, A> = Effect.Effect<LazyCache<K, A, AppError>, never, WellkitServices>

/** An owner's records (an organization's, or nobody's one list) from the resource's cache (POR-19); failures show on the page. */
export const useResourceList = <Item, Input = unknown, O extends Owner = EntityId>(
  cacheTag: CacheOf<O, ReadonlyArray<Item>>,
  service: Pick<ScreenService<Item, Input, Item, O>, "list" | "reload">,
  owner: O | undefined,
) => {
  const { client } = useWellkit()
  const run: Run = client.run
  const load = useCallback((key: O) => run(service.list(key)), [run, service])
  const reload = useCallback((key: O) => run(service.reload(key)), [run, service])
  return useCached(cacheTag, owner, load, reload)
}

/**
 * One record of a resource with a "get one" call, from its record cache: read
 * when first shown, read again after a change inside it (ADM-5) or on Try again.
 */
export const useResourceRecord = <Item, O extends Owner = EntityId>(
  service: {
    readonly recordCache: CacheOf<string, Item>
    readonly get: (owner: O, id: never) => Effect.Effect<Item, AppError, WellkitServices>
    readonly reloadRecord: (owner: O, id: never) => Effect.Effect<void, never, WellkitServices>
  },
  owner: O | undefined,
  id: number | undefined,
) => {
  const { client } = useWellkit()
  const load = useCallback(
    () => (owner && id ? client.run(service.get(owner, id as never)) : Promise.resolve()),
    [client, service, owner, id],
  )
  const reload = useCallback(
    () => (owner && id ? client.run(service.reloadRecord(owner, id as never)) : Promise.resolve()),
    [client, service, owner, id],
  )
  const key = owner && id ? recordKey(owner, id) : undefined
  return useCached(service.recordCache, key, load, reload)
}

/** A positive whole number from a route parameter, or undefined. */
const idFrom = (text: string | undefined) => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/**
 * Where a child resource's page is (ADM-5), from its route: `?entityId=`, the
 * parent's `:id`, the levels between (`:packageId`) and its own id, `new` for a
 * new one. `address` is undefined when any of them is not an id: such a page
 * is a record that does not exist, said at once rather than asked for.
 */
export const useChildAddress = (levels: ReadonlyArray<string>, idField: string) => {
  const params = useParams()
  const [search] = useSearchParams()
  const entityId = entityIdFrom(search.get("entityId"))
  const isNew = params[idField] === "new"
  const names = ["id", ...levels, ...(isNew ? [] : [idField])]
  // The address changes only when the route's ids do: one text of them keeps it stable between renders.
  const text = names.map((name) => `${name}=${params[name] ?? ""}`).join("&")
  const address = useMemo((): ChildAddress | undefined => {
    const pairs = text.split("&").map((pair) => pair.split("=") as [string, string])
    const ids = pairs.map(([name, value]) => [name, idFrom(value)] as const)
    if (entityId === undefined || ids.some(([, id]) => id === undefined)) return undefined
    return { entityId, ...Object.fromEntries(ids) } as ChildAddress
  }, [entityId, text])
  return { entityId, address, isNew, parentId: idFrom(params.id) }
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
