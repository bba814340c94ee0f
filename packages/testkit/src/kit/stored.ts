type Row = Record<string, unknown>

/**
 * Where a resource's records live in the sandbox: a collection of the db, keyed by the resource's name.
 * Kept apart from the handlers over it, so seeds and the db's shape can name it without reaching up.
 */
export interface StoredCollection {
  nextId: number
  items: Array<Row>
}

/**
 * The writes an area's API refuses because other records depend on a record
 * (ADM-13: answered 409 with this sentence). A seed module may export them as
 * `refusals` beside its `seed`; the kit's handlers apply them.
 */
export interface Refusals {
  readonly update?: (current: Row, input: Row) => string | undefined
  /**
   * A create or update the API refuses for what it says (ADM-9): its status and the
   * server's sentence. Checked after the unique field, before `update`.
   */
  readonly save?: (input: Row, context: SaveContext) => SaveRefusal | undefined
  readonly delete?: (current: Row) => string | undefined
  /** Fields the server keeps of a record (a count of its dependants): a copy starts without them. */
  readonly serverKept?: ReadonlyArray<string>
}

/** What a save check may read: the record's id (none for a create), its owner's records and the other collections. */
export interface SaveContext {
  readonly id: number | undefined
  readonly owner: number | undefined
  readonly rows: ReadonlyArray<Row>
  readonly collections: Readonly<Record<string, StoredCollection>>
}

export interface SaveRefusal {
  readonly status: 400 | 404 | 409
  readonly message: string
}

/** Seed records as a collection, numbered from 1 in their id field. */
export const seeded = (idField: string, rows: ReadonlyArray<Row>): StoredCollection => ({
  nextId: rows.length + 1,
  items: rows.map((row, index) => ({ ...row, [idField]: index + 1 })),
})
