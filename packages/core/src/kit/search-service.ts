import { Context, Effect, Schema } from "effect"
import { ErrorKeys } from "../api/annotations.js"
import { appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import type { RedirectRule, ResourceAction } from "./resource.js"
import { type SearchDeclaration, type SearchQuery, searchRedirect } from "./search.js"
import { serverTextAsIs } from "./server-text.js"
import { saveAction, write } from "./write.js"

type Answer<A> = Effect.Effect<A, unknown>
type One<Id> = { readonly path: { readonly id: Id } }

/** The calls of a resource that is searched across organisations rather than listed per organisation. */
export interface SearchedClient<Id, Item, Input, Params, Page> {
  readonly search: (request: { readonly urlParams: Params }) => Answer<Page>
  readonly get: (request: One<Id>) => Answer<Item>
  readonly create: (request: { readonly payload: Input }) => Answer<Item>
  readonly update: (request: One<Id> & { readonly payload: Input }) => Answer<Item>
  readonly delete: (request: One<Id>) => Answer<unknown>
}

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
  readonly endpoints: Readonly<Record<"search" | "get" | "create" | "update" | "delete", Endpoint>>
  /** ADM-1 */
  readonly isUpdate: (input: Input) => boolean
  /** ADM-2 */
  readonly redirects: Readonly<Record<ResourceAction, RedirectRule>>
  /** ERR-6; a write's toast may depend on what the server answered (a new admin who must activate first). */
  readonly toasts: Readonly<Record<"create" | "update", SuccessToast | ((result: Item) => SuccessToast)>> & {
    readonly delete: SuccessToast
  }
  /** Statuses of a write whose server sentence is shown as is (ADM-13: 400). @default none */
  readonly serverText?: ReadonlyArray<number>
}

/**
 * The Effect service of a searched resource: one page of a search, one
 * record, and the writes, each returning `{ result, toast, redirect }` with
 * the redirect carrying the search the person came from (ADM-2).
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

  const search = (query: SearchQuery) =>
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

  const get = (id: Id) =>
    call(
      endpoints.get,
      withClient((client) => client.get({ path: { id } })),
    )

  /** A searched resource keeps no list: nothing is read again, and the redirect carries the search (ADM-2). */
  const save = (input: Input, from: SearchQuery) => {
    const id = idOf(input)
    const action: ResourceAction = saveAction(resource.isUpdate(input), id)
    const sent =
      action === "update" && id !== undefined
        ? call(
            endpoints.update,
            withClient((client) => client.update({ path: { id }, payload: input })),
          )
        : call(
            endpoints.create,
            withClient((client) => client.create({ payload: input })),
          )
    return write(sent, {
      failure: asIs,
      toast: resource.toasts[action],
      redirect: (result) => redirectAfter(action, { id: idOf(result), search: from }),
    })
  }

  const remove = (id: Id, from: SearchQuery) =>
    write(
      call(
        endpoints.delete,
        withClient((client) => client.delete({ path: { id } })),
      ).pipe(Effect.as(id)),
      { toast: resource.toasts.delete, redirect: () => redirectAfter("delete", { search: from }) },
    )

  return { search, get, save, remove, redirectAfter }
}
