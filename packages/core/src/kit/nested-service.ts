import { type Context, Effect, type Schema } from "effect"
import type { CallErrors } from "../api/annotations.js"
import type { EntityId } from "../api/ids.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import type { ClientConfig } from "../http/ClientConfig.js"
import { call } from "../http/call.js"
import type { ChildAddress, ChildContract, defineChild } from "./nested.js"
import type { ResourceAction } from "./resource.js"
import { write } from "./write.js"

type Calls = ApiClient | ClientConfig
type Answer<A> = Effect.Effect<A, unknown>
type Endpoint = { readonly annotations: Context.Context<never> }

/** How a child's four calls are made, from its address; `childCalls` makes them for `childEndpoints`. */
export interface ChildCalls<Item, Input> {
  readonly get: (address: ChildAddress) => Effect.Effect<Item, AppError, Calls>
  readonly create: (address: ChildAddress, input: Input) => Effect.Effect<Item, AppError, Calls>
  readonly update: (address: ChildAddress, input: Input) => Effect.Effect<Item, AppError, Calls>
  readonly delete: (address: ChildAddress) => Effect.Effect<unknown, AppError, Calls>
}

interface ChildClient<Item, Input> {
  readonly get: (request: { readonly path: never }) => Answer<Item>
  readonly create: (request: { readonly path: never; readonly payload: Input }) => Answer<Item>
  readonly update: (request: { readonly path: never; readonly payload: Input }) => Answer<Item>
  readonly delete: (request: { readonly path: never }) => Answer<unknown>
}

/** The calls of a child declared with `childEndpoints`, its path made from its address. */
export const childCalls = <Item, Input>(
  spec: Pick<ChildContract, "idField" | "within"> & {
    // biome-ignore lint/suspicious/noExplicitAny: only the decoded sides give the calls their types.
    readonly item: Schema.Schema<Item, any>
    // biome-ignore lint/suspicious/noExplicitAny: likewise.
    readonly input: Schema.Schema<Input, any>
  },
  endpoints: Readonly<Record<ResourceAction | "get", Endpoint>>,
  clientOf: (client: ApiClientShape) => ChildClient<NoInfer<Item>, NoInfer<Input>>,
): ChildCalls<Item, Input> => {
  const pathOf = (address: ChildAddress, own: boolean) =>
    ({
      entityId: address.entityId,
      id: address.id,
      ...(spec.within ? { [spec.within.idField]: address[spec.within.idField] } : {}),
      ...(own ? { [spec.idField]: address[spec.idField] } : {}),
    }) as never
  const with_ = <A>(endpoint: Endpoint, send: (client: ChildClient<Item, Input>) => Answer<A>) =>
    Effect.flatMap(ApiClient, (client) => call(endpoint, send(clientOf(client))))
  return {
    get: (address) => with_(endpoints.get, (c) => c.get({ path: pathOf(address, true) })),
    create: (address, payload) =>
      with_(endpoints.create, (c) => c.create({ path: pathOf(address, false), payload })),
    update: (address, payload) =>
      with_(endpoints.update, (c) => c.update({ path: pathOf(address, true), payload })),
    delete: (address) => with_(endpoints.delete, (c) => c.delete({ path: pathOf(address, true) })),
  }
}

type Child<Input> = ReturnType<typeof defineChild<{ readonly idField: string }, Input>> & {
  readonly errors: { readonly get: CallErrors }
}

/** What a child's actions refresh of its parent: the record that holds it, and the lists that count it. */
export interface ParentRefresh<R> {
  readonly reloadRecord: (entityId: EntityId, id: number) => Effect.Effect<void, never, R>
  readonly refetch: (action: string, scope: { readonly entityId: EntityId }) => Effect.Effect<void, never, R>
}

/**
 * The Effect service of a child resource. Every write reloads the parent
 * record that holds it (ADM-5) and the parent's list (ADM-3), also when the
 * write's outcome is unknown; an import reloads it whatever happened, since
 * part of it may have been done.
 */
export const childService = <Item, Input, R>(
  child: Child<Input>,
  parent: ParentRefresh<R>,
  calls: ChildCalls<Item, Input>,
) => {
  const reloadParent = (address: ChildAddress) =>
    Effect.all([parent.reloadRecord(address.entityId, address.id), parent.refetch("update", address)], {
      discard: true,
      concurrency: "unbounded",
    })
  const rulesOf = <A>(action: string, address: (result: A) => ChildAddress) => ({
    toast: child.toasts[action] as SuccessToast,
    redirect: (result: A) => child.redirectAfter(action, address(result)),
  })

  /** The child at `address`; one that is not where the address says (another package) is a 404. */
  const get = (address: ChildAddress) =>
    Effect.flatMap(calls.get(address), (item) => {
      const found = child.addressOf(item as unknown as Input)
      const elsewhere = Object.keys(address).some((key) => found[key] !== address[key])
      return elsewhere
        ? Effect.fail(
            appError({ message: child.errors.get.key, additionalMessage: "ERRORS.NOT_FOUND", status: 404 }),
          )
        : Effect.succeed(item)
    })

  const save = (input: Input) => {
    const address = child.addressOf(input)
    const action: ResourceAction = child.isUpdate(input) ? "update" : "create"
    const sent = action === "update" ? calls.update(address, input) : calls.create(address, input)
    return write(sent, {
      refresh: reloadParent(address),
      ...rulesOf<Item>(action, (result) => ({
        ...address,
        [child.idField]: (result as Record<string, number>)[child.idField],
      })),
    })
  }

  const remove = (address: ChildAddress) =>
    write(Effect.as(calls.delete(address), address[child.idField]), {
      refresh: reloadParent(address),
      ...rulesOf("delete", () => address),
    })

  /** Creates one child per input, in order, then reloads the parent once (ADM-5), whatever happened. */
  const importAll = (address: ChildAddress, inputs: ReadonlyArray<Input>) =>
    write(
      Effect.forEach(inputs, (input) => calls.create(address, input), { concurrency: 1 }).pipe(
        Effect.ensuring(reloadParent(address)),
      ),
      rulesOf("import", () => address),
    )

  return { get, save, remove, importAll }
}
