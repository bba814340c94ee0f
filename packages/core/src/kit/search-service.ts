import { Context, Effect, Schema } from "effect"
import { ErrorKeys } from "../api/annotations.js"
import { appError, isOutcomeUnknown } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import { actOnEach, type BulkOutcome } from "./bulk.js"
import { pagedReads } from "./paged.js"
import type { RedirectRule, ResourceAction } from "./resource.js"
import { type SearchDeclaration, type SearchQuery, searchRedirect } from "./search.js"
import { serverTextAsIs } from "./server-text.js"
import { saveAction, write } from "./write.js"

type Answer<A> = Effect.Effect<A, unknown>
type One<Id> = { readonly path: { readonly id: Id } }

/**
 * The calls of a resource that is searched across organizations rather than
 * listed per organization. Search and get are always there; a resource has
 * only the writes it has (reward approvals: their terms are updated, never
 * created or deleted).
 */
export interface SearchedClient<Id, Item, Input, Params, Page> {
  readonly search: (request: { readonly urlParams: Params }) => Answer<Page>
  readonly get: (request: One<Id>) => Answer<Item>
  readonly create?: (request: { readonly payload: Input }) => Answer<Item>
  readonly update?: (request: One<Id> & { readonly payload: Input }) => Answer<Item>
  readonly delete?: (request: One<Id>) => Answer<unknown>
}

export type SearchedWrite = "create" | "update" | "delete"

type Endpoint = { readonly annotations: Context.Context<never>; readonly method?: string }

// biome-ignore lint/suspicious/noExplicitAny: only the decoded side gives the service its types.
type Decoded<A> = Schema.Schema<A, any>

/** A searched resource as declared once: its calls, its rules and where it lives in the portal. */
export interface SearchedResource<Id, Item, Input, Params, Page> {
  readonly idField: string
  readonly id: Decoded<Id>
  /** A record as the API returns it. */
  readonly item: Decoded<Item>
  /** What a form sends: the record's fields, with the id when it exists. */
  readonly input: Decoded<Input>
  /** One page of the search's answer. */
  readonly page: Decoded<Page>
  /** The search page; a record's page is `${listPath}/${id}`, a new one `${listPath}/new`. */
  readonly listPath: string
  /** Its filters and page size, as kept in the address. */
  readonly search: SearchDeclaration
  /** The search call's query parameters: the address's text decodes into them. */
  readonly params: Decoded<Params>
  readonly endpoints: Readonly<Record<"search" | "get", Endpoint> & Partial<Record<SearchedWrite, Endpoint>>>
  /** ADM-1 */
  readonly isUpdate: (input: Input) => boolean
  /** ADM-2 */
  readonly redirects: Readonly<Partial<Record<ResourceAction, RedirectRule>>>
  /** ERR-6; a write's toast may depend on what the server answered (a new admin who must activate first). */
  readonly toasts: Readonly<
    Partial<Record<"create" | "update", SuccessToast | ((result: Item) => SuccessToast)>>
  > & {
    readonly delete?: SuccessToast
  }
  /** Statuses of a write whose server sentence is shown as is (ADM-13: 400). @default none */
  readonly serverText?: ReadonlyArray<number>
}

/** A write the resource does not have: a screen offered what its declaration says is absent. */
const absent = (write: SearchedWrite): never => {
  throw new Error(`This searched resource has no ${write}.`)
}

/**
 * The Effect service of a searched resource: one page of a search, one
 * record, and the writes it has, each returning `{ result, toast, redirect }`
 * with the redirect carrying the search the person came from (ADM-2).
 *
 * Pages are kept by their search, so Back to the results shows them at once.
 * The last search shown is remembered; every write (and every `saveEach` of
 * several) runs it again, once, and forgets the other pages, which may now be
 * wrong (ADM-6).
 */
export const searchedService = <Id extends number, Item, Input, Params, Page>(
  resource: SearchedResource<Id, Item, Input, Params, Page>,
  clientOf: (
    client: ApiClientShape,
  ) => SearchedClient<NoInfer<Id>, NoInfer<Item>, NoInfer<Input>, NoInfer<Params>, NoInfer<Page>>,
) => {
  const { endpoints } = resource
  const redirectAfter = searchRedirect(resource)
  const asIs = serverTextAsIs(resource.serverText ?? [])
  const idOf = (record: Item | Input): Id | undefined =>
    (record as Record<string, Id | undefined>)[resource.idField]
  const withClient = <A>(use: (client: ReturnType<typeof clientOf>) => Effect.Effect<A, unknown>) =>
    Effect.flatMap(ApiClient, (client) => use(clientOf(client)))
  const fetch = (query: SearchQuery) =>
    Schema.decodeUnknown(resource.params)(resource.search.callParams(query)).pipe(
      // readSearch keeps only well-formed filters, so this is a filter the API would refuse too.
      Effect.mapError((cause) =>
        appError({
          message: Context.get(endpoints.search.annotations as Context.Context<ErrorKeys>, ErrorKeys).key,
          additionalMessage: "ERRORS.REQUEST_REFUSED",
          originalError: cause,
        }),
      ),
      Effect.flatMap((urlParams) =>
        call(
          endpoints.search,
          withClient((client) => client.search({ urlParams })),
        ),
      ),
    )

  /** The search's pages, kept by their search; the last shown runs again after a write (ADM-6, K13). */
  const { search, research, remember, pages, rerunLast } = pagedReads(resource.search, fetch)

  const get = (id: Id) =>
    call(
      endpoints.get,
      withClient((client) => client.get({ path: { id } })),
    )

  const toastOf = (action: "create" | "update") =>
    resource.toasts[action] ?? { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

  /** ADM-1: the create or the update the input asks for, sent and nothing more. */
  const send = (input: Input) => {
    const id = idOf(input)
    const action = saveAction(resource.isUpdate(input), id)
    const sent =
      action === "update" && id !== undefined
        ? call(
            endpoints.update ?? absent("update"),
            withClient((client) => (client.update ?? absent("update"))({ path: { id }, payload: input })),
          )
        : call(
            endpoints.create ?? absent("create"),
            withClient((client) => (client.create ?? absent("create"))({ payload: input })),
          )
    return { action, sent }
  }

  const save = (input: Input, from: SearchQuery) => {
    const { action, sent } = send(input)
    return write(sent, {
      failure: asIs,
      refresh: rerunLast,
      toast: toastOf(action),
      redirect: (result) => redirectAfter(action, { id: idOf(result), search: from }),
    })
  }

  /**
   * Several saves at once (a review queue's decision on the selected rows):
   * each its own call, a few at a time, one failure not stopping the others;
   * then the last search runs again once, not once per record (ADM-6), also
   * when an outcome is unknown (ERR-5).
   */
  const saveEach = (inputs: ReadonlyArray<Input>) =>
    Effect.gen(function* () {
      const outcome = yield* actOnEach(inputs, (input) => Effect.mapError(send(input).sent, asIs))
      if (outcome.done.length > 0 || outcome.failed.some(({ error }) => isOutcomeUnknown(error)))
        yield* rerunLast
      return {
        done: outcome.done.map(({ id: input, result }) => ({ id: idOf(input) as Id, result })),
        failed: outcome.failed.map(({ id: input, error }) => ({ id: idOf(input) as Id, error })),
      } satisfies BulkOutcome<Id, Item>
    })

  const remove = (id: Id, from: SearchQuery) =>
    write(
      call(
        endpoints.delete ?? absent("delete"),
        withClient((client) => (client.delete ?? absent("delete"))({ path: { id } })),
      ).pipe(Effect.as(id)),
      {
        refresh: rerunLast,
        toast: resource.toasts.delete ?? absent("delete"),
        redirect: () => redirectAfter("delete", { search: from }),
      },
    )

  return { search, research, remember, pages, rerunLast, get, save, saveEach, remove, redirectAfter }
}
