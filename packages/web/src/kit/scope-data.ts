import type { AppError, CacheEntry, EntityId, LazyCache, WellkitServices } from "@wellkit/core"
import {
  organizationParameters,
  parameterCache,
  reloadParameters,
  type ScopeParameter,
  scopeFrom,
  scopeKey,
} from "@wellkit/core"
import { type Effect, Either } from "effect"
import { useCallback } from "react"
import { useCached } from "../app/use-cache.js"
import { useWellkit } from "../app/wellkit.js"

export interface ScopeRead<Id> {
  /** The scope's id, once the organization's parameters say it. */
  readonly id: Id | undefined
  /** The parameters could not be read, or hold no usable id (ADM-18): the page says so, with Try again. */
  readonly failure: AppError | undefined
  readonly retry: () => void
}

/** ADM-18 in a screen: the organization's id for a scope, from its system parameters (read once per organization). */
export const useScope = <Id>(scope: ScopeParameter<Id>, entityId: EntityId | undefined): ScopeRead<Id> => {
  const { client } = useWellkit()
  const load = useCallback((id: EntityId) => client.run(organizationParameters(id)), [client])
  const reload = useCallback((id: EntityId) => client.run(reloadParameters(id)), [client])
  const { entry, retry } = useCached(parameterCache, entityId, load, reload)
  const found = entry?.status === "ready" ? scopeFrom(scope, entry.value) : undefined
  return {
    id: found && Either.isRight(found) ? found.right : undefined,
    failure: entry?.status === "error" ? entry.error : found && Either.isLeft(found) ? found.left : undefined,
    retry,
  }
}

type Run<A> = Effect.Effect<A, AppError, WellkitServices>

/** What a scoped service (core's `scopedService`) offers a screen: its cache, read by key. */
export interface ScopedSource<Page> {
  readonly cache: Effect.Effect<LazyCache<string, Page, AppError>, never, WellkitServices>
  readonly load: (key: string) => Run<Page>
  readonly reload: (key: string) => Run<Page>
}

/**
 * One page of a scope's records from its cache (POR-19). Until the scope is
 * known the page is loading; when it cannot be known, that failure is the
 * page's (one message, Try again reads the parameters again).
 */
export const useScopedPage = <Id extends number, Page>(
  source: ScopedSource<Page>,
  scope: ScopeRead<Id>,
  page = 1,
): { readonly entry: CacheEntry<Page, AppError> | undefined; readonly retry: () => void } => {
  const { client } = useWellkit()
  const load = useCallback((key: string) => client.run(source.load(key)), [client, source])
  const reload = useCallback((key: string) => client.run(source.reload(key)), [client, source])
  const key = scope.id === undefined ? undefined : scopeKey(scope.id, page)
  const { entry, retry } = useCached(source.cache, key, load, reload)
  if (scope.failure)
    return { entry: { status: "error", value: undefined, error: scope.failure }, retry: scope.retry }
  return { entry, retry }
}
