import { Context, Effect } from "effect"
import { ErrorKeys } from "../api/annotations.js"
import type { EntityId } from "../api/ids.js"
import type { CacheRegistry } from "../cache/SessionCaches.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import { type RedirectRule, type ResourceAction, redirectFor } from "./resource.js"
import type { ScopeCache } from "./scope-cache.js"
import { saveAction, write } from "./write.js"

type Answer<A> = Effect.Effect<A, unknown>
type Endpoint = { readonly annotations: Context.Context<never>; readonly method?: string }

/** A scoped resource's calls, as the area adapts its part of the derived client to them (no path strings). */
export interface ScopedClient<Scope, Id, Item, Page, Input> {
  /** One page of the scope's records; a list that is not paged answers everything for page 1. */
  readonly list: (scope: Scope, page: number) => Answer<Page>
  readonly create: (scope: Scope, input: Input) => Answer<Item>
  readonly update: (scope: Scope, id: Id, input: Input) => Answer<Item>
  readonly delete: (scope: Scope, id: Id) => Answer<unknown>
}

/** A resource kept under a scope (a blog, a group) rather than an organization, as declared once in its area. */
export interface ScopedResource<Item, Page, Input> {
  readonly idField: string
  /** The input's field holding its scope, e.g. "blogId". */
  readonly scopeField: string
  /** The list's portal path; a record's page is `${listPath}/${id}`, a new one `${listPath}/new`. */
  readonly listPath: string
  readonly endpoints: Readonly<Record<"list" | "create" | "update" | "delete", Endpoint>>
  /** ADM-1 */
  readonly isUpdate: (input: Input) => boolean
  /** ADM-2 */
  readonly redirects: Readonly<Record<ResourceAction, RedirectRule>>
  /** ERR-6 */
  readonly toasts: Readonly<Record<ResourceAction, SuccessToast>>
  /** The records of a page, and how many pages the scope has (1 when the list is not paged). */
  readonly rowsOf: (page: Page) => ReadonlyArray<Item>
  readonly pagesOf: (page: Page) => number
  readonly cache: Effect.Effect<ScopeCache<string, Page, AppError>, never, CacheRegistry>
}

/** ADM-18: what a create sends, with the id field left out whatever it held (undefined, null or 0). */
export const withoutId = <Input extends object>(input: Input, idField: string): Input => {
  const { [idField]: _id, ...rest } = input as Record<string, unknown>
  return rest as Input
}

/** The cache key of one page of a scope ("42/1"), and back: a screen reads the cache by key. */
export const scopeKey = (scope: number, page = 1) => `${scope}/${page}`
const fromKey = (key: string) => {
  const [scope, page] = key.split("/").map(Number)
  return { scope: scope ?? 0, page: page ?? 1 }
}

/**
 * The Effect service of a scoped resource: pages of a scope from its cache
 * (POR-19), one record found in them, and the writes, each returning `{ result,
 * toast, redirect }` (ADM-2, ERR-6) and fetching again the scope's pages it
 * holds (ADM-3), also when the write's outcome is unknown (ERR-5).
 */
export const scopedService = <Scope extends number, Id extends number, Item, Page, Input extends object>(
  resource: ScopedResource<Item, Page, Input>,
  clientOf: (client: ApiClientShape) => ScopedClient<Scope, Id, NoInfer<Item>, NoInfer<Page>, Input>,
) => {
  const { endpoints, cache } = resource
  const field = (record: unknown, name: string) => (record as Record<string, unknown>)[name]
  const idOf = (record: Item | Input) => field(record, resource.idField) as Id | null | undefined
  const redirectAfter = redirectFor(resource)
  const listKey = Context.get(endpoints.list.annotations as Context.Context<ErrorKeys>, ErrorKeys).key
  const withClient = <A>(use: (client: ReturnType<typeof clientOf>) => Answer<A>) =>
    Effect.flatMap(ApiClient, (client) => use(clientOf(client)))

  const fetchPage = (scope: Scope, page: number) =>
    call(
      endpoints.list,
      withClient((client) => client.list(scope, page)),
    )
  const fetchKey = (key: string) => fetchPage(fromKey(key).scope as Scope, fromKey(key).page)
  /** One page by its cache key: from the cache when held (POR-19), else fetched. */
  const load = (key: string) => Effect.flatMap(cache, (c) => c.ensure(key, fetchKey(key)))
  /** One page fetched again (Try again, NAV-10). */
  const reload = (key: string) => Effect.flatMap(cache, (c) => c.reload(key, fetchKey(key)))
  const list = (scope: Scope, page = 1) => load(scopeKey(scope, page))

  /** ADM-3: every page of the scope the cache holds, fetched again. */
  const refetch = (scope: Scope) =>
    Effect.flatMap(cache, (c) =>
      Effect.forEach(
        c.keys((key) => key.startsWith(`${scope}/`)),
        (key) => c.reload(key, fetchKey(key)).pipe(Effect.ignore),
        { discard: true, concurrency: "unbounded" },
      ),
    )

  /** One record: the API has no call for one, so the scope's pages are read in turn (held ones cost nothing). */
  const find = (scope: Scope, id: Id) =>
    Effect.gen(function* () {
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = yield* list(scope, page)
        const found = resource.rowsOf(answer).find((row) => idOf(row) === id)
        if (found) return found
        pages = resource.pagesOf(answer)
      }
      return yield* Effect.fail(
        appError({ message: listKey, additionalMessage: "ERRORS.NOT_FOUND", status: 404 }),
      )
    })

  const save = (input: Input, entityId: EntityId) => {
    const scope = field(input, resource.scopeField) as Scope
    const id = idOf(input)
    const action: ResourceAction = saveAction(resource.isUpdate(input), id)
    const sent =
      action === "update"
        ? call(
            endpoints.update,
            withClient((client) => client.update(scope, id as Id, input)),
          )
        : call(
            endpoints.create,
            withClient((client) => client.create(scope, withoutId(input, resource.idField))),
          )
    return write(sent, {
      refresh: refetch(scope),
      toast: resource.toasts[action],
      redirect: (result) => redirectAfter(action, { entityId, id: idOf(result) ?? undefined }),
    })
  }

  const remove = (scope: Scope, id: Id, entityId: EntityId) =>
    write(
      call(
        endpoints.delete,
        withClient((client) => client.delete(scope, id)),
      ).pipe(Effect.as(id)),
      {
        refresh: refetch(scope),
        toast: resource.toasts.delete,
        redirect: () => redirectAfter("delete", { entityId }),
      },
    )

  return { cache, load, reload, list, refetch, find, save, remove }
}
