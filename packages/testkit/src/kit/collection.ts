import type { HttpServerRequest } from "@effect/platform"
import { BadRequest, Duplicate, InUse, NotFound } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "../handlers/auth.js"
import type { SandboxUser } from "../state.js"
import type { Refusals, SaveRefusal, StoredCollection } from "./stored.js"

type Row = Record<string, unknown>

const STAFF = 5

/** Staff see every organization; anyone else their own and the organizations under it. */
export const mayEnter = (db: Db, user: SandboxUser, entityId: number): boolean => {
  if (user.adminType === STAFF) return true
  for (let id: number | null | undefined = entityId; id != null; ) {
    if (id === user.entityId) return true
    id = db.state.entities.find((entity) => entity.id === id)?.parentId
  }
  return false
}

/**
 * The check of a resource that belongs to nobody (K1): a catalogue anyone
 * signed in reads and only staff change. Anyone else changing it is answered
 * as if the record did not exist.
 */
export const inCatalogue = <A, E>(
  db: Db,
  request: HttpServerRequest.HttpServerRequest,
  access: "read" | "write",
  handle: () => Effect.Effect<A, E> | A,
) =>
  Effect.flatMap(currentUser(db, request), (user): Effect.Effect<A, E | NotFound> => {
    if (access === "write" && user.adminType !== STAFF)
      return Effect.fail(new NotFound({ message: "No such record." }))
    const answer = handle()
    return Effect.isEffect(answer) ? (answer as Effect.Effect<A, E>) : Effect.succeed(answer)
  })

/**
 * The one check every resource call passes (HTTP-1): a signed-in user who may
 * see the organization. An organization they may not see is answered as one that
 * does not exist, so its existence is not revealed.
 */
export const inOrganization = <A, E>(
  db: Db,
  request: HttpServerRequest.HttpServerRequest,
  entityId: number,
  handle: () => Effect.Effect<A, E> | A,
) =>
  Effect.flatMap(currentUser(db, request), (user): Effect.Effect<A, E | NotFound> => {
    if (!mayEnter(db, user, entityId) || !db.state.entities.some((entity) => entity.id === entityId))
      return Effect.fail(new NotFound({ message: "No such organization." }))
    const answer = handle()
    return Effect.isEffect(answer) ? (answer as Effect.Effect<A, E>) : Effect.succeed(answer)
  })

interface CollectionOptions {
  /** A field unique within an organization, answered with 302 when taken (ADM-7). */
  readonly unique?: { readonly field: string; readonly message: (value: string) => string }
  /** Where the records live when not among the kit's collections (an area's own db field). @default db.state.collections[name] */
  readonly store?: () => StoredCollection
  /** Writes refused because other records depend on the record (ADM-13: 409). */
  readonly refusals?: Refusals
}

/**
 * The list, get, create, update and delete of a declared resource over its db
 * collection. The owner is the organization's id, or undefined for a resource
 * that belongs to nobody (no scope field): then every record is in the one list.
 */
export const crudCollection = <Item>(
  db: Db,
  resource: { readonly name: string; readonly idField: string; readonly scopeField?: string | undefined },
  options: CollectionOptions = {},
) => {
  const { idField, scopeField } = resource
  type Owner = number | undefined
  const owns = (owner: Owner, row: Row) => scopeField === undefined || row[scopeField] === owner
  const scoped = (owner: Owner) => (scopeField === undefined ? {} : { [scopeField]: owner })
  const store = (): StoredCollection => {
    if (options.store) return options.store()
    db.state.collections[resource.name] ??= { nextId: 1, items: [] }
    return db.state.collections[resource.name] as StoredCollection
  }
  const find = (owner: Owner, id: number) =>
    store().items.find((row) => row[idField] === id && owns(owner, row))
  const taken = (owner: Owner, row: Row, except?: unknown) => {
    const field = options.unique?.field
    if (!field) return undefined
    const value = String(row[field] ?? "").toLowerCase()
    const clash = store().items.some(
      (other) =>
        owns(owner, other) && other[idField] !== except && String(other[field] ?? "").toLowerCase() === value,
    )
    return clash ? new Duplicate({ message: options.unique?.message(String(row[field])) ?? "" }) : undefined
  }
  const missing = () => new NotFound({ message: `No such record in ${resource.name}.` })
  /** ADM-9: a save the area's API refuses for what it says, in the status it gives. */
  const refusalOf = (owner: Owner, id: number | undefined, input: object) => {
    const refusal: SaveRefusal | undefined = options.refusals?.save?.(input as Row, {
      id,
      owner,
      rows: store().items.filter((row) => owns(owner, row)),
      collections: db.state.collections,
    })
    if (!refusal) return undefined
    const { status, message } = refusal
    return status === 400
      ? new BadRequest({ message })
      : status === 404
        ? new NotFound({ message })
        : new InUse({ message })
  }

  return {
    list: (owner: Owner) => store().items.filter((row) => owns(owner, row)) as Array<Item>,
    get: (owner: Owner, id: number): Effect.Effect<Item, NotFound> => {
      const current = find(owner, id)
      return current ? Effect.succeed(current as Item) : Effect.fail(missing())
    },
    /** A copy in `target` (its own organization or another); a taken unique value gets " (copy)", " (copy 2)", … */
    copy: (owner: Owner, id: number, target: number): Effect.Effect<Item, NotFound> => {
      const current = find(owner, id)
      if (!current) return Effect.fail(missing())
      const field = options.unique?.field
      const row: Row = { ...current, ...scoped(target) }
      for (const kept of options.refusals?.serverKept ?? []) delete row[kept]
      if (field) {
        const base = String(current[field] ?? "")
        for (let n = 1; taken(target, row); n++) row[field] = `${base} (copy${n === 1 ? "" : ` ${n}`})`
      }
      const collection = store()
      const copied = { ...row, [idField]: collection.nextId++ }
      collection.items.push(copied)
      db.persist()
      return Effect.succeed(copied as Item)
    },
    create: (owner: Owner, input: object): Effect.Effect<Item, Duplicate | BadRequest | NotFound | InUse> => {
      const clash = taken(owner, input as Row) ?? refusalOf(owner, undefined, input)
      if (clash) return Effect.fail(clash)
      const collection = store()
      const row = { ...input, ...scoped(owner), [idField]: collection.nextId++ }
      collection.items.push(row)
      db.persist()
      return Effect.succeed(row as Item)
    },
    update: (
      owner: Owner,
      id: number,
      input: object,
    ): Effect.Effect<Item, Duplicate | BadRequest | NotFound | InUse> => {
      const current = find(owner, id)
      if (!current) return Effect.fail(missing())
      const clash = taken(owner, input as Row, id) ?? refusalOf(owner, id, input)
      if (clash) return Effect.fail(clash)
      const refused = options.refusals?.update?.(current, input as Row)
      if (refused) return Effect.fail(new InUse({ message: refused }))
      Object.assign(current, input, scoped(owner), { [idField]: id })
      db.persist()
      return Effect.succeed(current as Item)
    },
    remove: (owner: Owner, id: number): Effect.Effect<void, NotFound | InUse> => {
      const current = find(owner, id)
      if (!current) return Effect.fail(missing())
      const refused = options.refusals?.delete?.(current)
      if (refused) return Effect.fail(new InUse({ message: refused }))
      const collection = store()
      collection.items = collection.items.filter((row) => row !== current)
      db.persist()
      return Effect.void
    },
  }
}
