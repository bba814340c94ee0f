import type { HttpServerRequest } from "@effect/platform"
import { Duplicate, NotFound } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "../handlers/auth.js"
import type { SandboxUser } from "../state.js"
import type { StoredCollection } from "./stored.js"

type Row = Record<string, unknown>

const STAFF = 5

/** Staff see every organisation; anyone else their own and the organisations under it. */
export const mayEnter = (db: Db, user: SandboxUser, entityId: number): boolean => {
  if (user.adminType === STAFF) return true
  for (let id: number | null | undefined = entityId; id != null; ) {
    if (id === user.entityId) return true
    id = db.state.entities.find((entity) => entity.id === id)?.parentId
  }
  return false
}

/**
 * The one check every resource call passes (HTTP-1): a signed-in user who may
 * see the organisation. An organisation they may not see is answered as one that
 * does not exist, so its existence is not revealed.
 */
export const inOrganisation = <A, E>(
  db: Db,
  request: HttpServerRequest.HttpServerRequest,
  entityId: number,
  handle: () => Effect.Effect<A, E> | A,
) =>
  Effect.flatMap(currentUser(db, request), (user): Effect.Effect<A, E | NotFound> => {
    if (!mayEnter(db, user, entityId) || !db.state.entities.some((entity) => entity.id === entityId))
      return Effect.fail(new NotFound({ message: "No such organisation." }))
    const answer = handle()
    return Effect.isEffect(answer) ? (answer as Effect.Effect<A, E>) : Effect.succeed(answer)
  })

interface CollectionOptions {
  /** A field unique within an organisation, answered with 302 when taken (ADM-7). */
  readonly unique?: { readonly field: string; readonly message: (value: string) => string }
  /** Where the records live when not among the kit's collections (an area's own db field). @default db.state.collections[name] */
  readonly store?: () => StoredCollection
}

/** The list, create, update and delete of a declared resource over its db collection. */
export const crudCollection = <Item>(
  db: Db,
  resource: { readonly name: string; readonly idField: string; readonly scopeField: string },
  options: CollectionOptions = {},
) => {
  const { idField, scopeField } = resource
  const store = (): StoredCollection => {
    if (options.store) return options.store()
    db.state.collections[resource.name] ??= { nextId: 1, items: [] }
    return db.state.collections[resource.name] as StoredCollection
  }
  const find = (entityId: number, id: number) =>
    store().items.find((row) => row[idField] === id && row[scopeField] === entityId)
  const taken = (entityId: number, row: Row, except?: unknown) => {
    const field = options.unique?.field
    if (!field) return undefined
    const value = String(row[field] ?? "").toLowerCase()
    const clash = store().items.some(
      (other) =>
        other[scopeField] === entityId &&
        other[idField] !== except &&
        String(other[field] ?? "").toLowerCase() === value,
    )
    return clash ? new Duplicate({ message: options.unique?.message(String(row[field])) ?? "" }) : undefined
  }
  const missing = () => new NotFound({ message: `No such record in ${resource.name}.` })

  return {
    list: (entityId: number) => store().items.filter((row) => row[scopeField] === entityId) as Array<Item>,
    create: (entityId: number, input: object): Effect.Effect<Item, Duplicate> => {
      const clash = taken(entityId, input as Row)
      if (clash) return Effect.fail(clash)
      const collection = store()
      const row = { ...input, [scopeField]: entityId, [idField]: collection.nextId++ }
      collection.items.push(row)
      db.persist()
      return Effect.succeed(row as Item)
    },
    update: (entityId: number, id: number, input: object): Effect.Effect<Item, Duplicate | NotFound> => {
      const current = find(entityId, id)
      if (!current) return Effect.fail(missing())
      const clash = taken(entityId, input as Row, id)
      if (clash) return Effect.fail(clash)
      Object.assign(current, input, { [scopeField]: entityId, [idField]: id })
      db.persist()
      return Effect.succeed(current as Item)
    },
    remove: (entityId: number, id: number): Effect.Effect<void, NotFound> => {
      const current = find(entityId, id)
      if (!current) return Effect.fail(missing())
      const collection = store()
      collection.items = collection.items.filter((row) => row !== current)
      db.persist()
      return Effect.void
    },
  }
}
