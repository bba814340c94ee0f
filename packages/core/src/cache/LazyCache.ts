import { Cause, Deferred, Effect, Exit, Option } from "effect"

export type CacheEntry<A, E> =
  | { readonly status: "loading"; readonly value: A | undefined }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "error"; readonly value: A | undefined; readonly error: E }

type Stored<A, E> = CacheEntry<A, E> & { readonly pending?: Deferred.Deferred<A, E> }

/**
 * POR-19: per-organization data loaded only when its cache is empty. One load
 * per key at a time; a reload keeps the previous value visible while it runs.
 * Observable (subscribe + get) so screens render from it without owning state.
 */
export class LazyCache<K, A, E> {
  private readonly entries = new Map<K, Stored<A, E>>()
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly get = (key: K): CacheEntry<A, E> | undefined => this.entries.get(key)

  /** The cached value, or the result of `load` when nothing is cached yet. */
  ensure<R>(key: K, load: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return Effect.suspend(() => {
      const entry = this.entries.get(key)
      if (entry?.status === "ready") return Effect.succeed(entry.value)
      if (entry?.pending) return Deferred.await(entry.pending)
      return this.reload(key, load)
    })
  }

  /** Loads again whatever is cached (ADM-3: lists re-fetch after a change). */
  reload<R>(key: K, load: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    // Uninterruptible but for the load itself, so an interrupted load (a screen
    // left, a signal aborted) still settles its entry instead of leaving it loading.
    return Effect.uninterruptibleMask((restore) =>
      Effect.gen(this, function* () {
        const pending = yield* Deferred.make<A, E>()
        const previous = this.entries.get(key)?.value
        this.write(key, { status: "loading", value: previous, pending })
        const exit = yield* Effect.exit(restore(load))
        this.settle(key, previous, exit)
        yield* Deferred.done(pending, exit)
        return yield* exit
      }),
    )
  }

  private settle(key: K, previous: A | undefined, exit: Exit.Exit<A, E>): void {
    // Parallel loads fail with the first error plus their interrupted siblings:
    // that is still a failure to keep, not an empty cache to fill again.
    const failure = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none()
    if (Exit.isSuccess(exit)) this.write(key, { status: "ready", value: exit.value })
    else if (Option.isSome(failure))
      this.write(key, { status: "error", value: previous, error: failure.value })
    else if (previous !== undefined) this.write(key, { status: "ready", value: previous })
    else {
      this.entries.delete(key)
      this.emit()
    }
  }

  /** Replaces a cached value in place, e.g. after an update returns the new row. */
  set(key: K, value: A): void {
    this.write(key, { status: "ready", value })
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** Drops one key (a deleted record), so the next `ensure` loads it again. */
  forget(key: K): void {
    if (this.entries.delete(key)) this.emit()
  }

  /** Drops every key but those `keep` accepts (pages of a search a change made stale). */
  retain(keep: (key: K) => boolean): void {
    let dropped = false
    for (const key of [...this.entries.keys()]) if (!keep(key)) dropped = this.entries.delete(key) || dropped
    if (dropped) this.emit()
  }

  clear(): void {
    this.entries.clear()
    this.emit()
  }

  private write(key: K, entry: Stored<A, E>): void {
    this.entries.set(key, entry)
    this.emit()
  }

  private emit(): void {
    for (const listener of this.listeners) listener()
  }
}
