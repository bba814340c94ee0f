import { Effect, Option } from "effect"
import type { AppError } from "../errors/AppError.js"
import { runtimeCache } from "./cache.js"
import { defineSearch, type SearchDeclaration, type SearchQuery } from "./search.js"

/**
 * K13: a list the server pages. The pages are kept by their query's key, so
 * Back to a page shows it at once; the page on screen is remembered, and a
 * write reads it again, once, and drops every other kept page, which may now
 * be wrong (ADM-6). A searched resource's service is built on this, and so is
 * a plain server-paged list (a search with no filters: only `page` in the
 * address), such as the content sync history.
 */
export const pagedReads = <F extends string, Page, R>(
  list: SearchDeclaration<F>,
  fetch: (query: SearchQuery<F>) => Effect.Effect<Page, AppError, R>,
) => {
  /** Pages by their query's key. */
  const pages = runtimeCache<string, Page>()
  /** The query the person last saw, under one key. */
  const lastShown = runtimeCache<"last", SearchQuery<F>, never>()

  /** Remembers `query` as the page shown (a write reads it again). */
  const remember = (query: SearchQuery<F>) =>
    Effect.flatMap(lastShown, (last) => Effect.sync(() => last.set("last", query)))

  /** One page: kept, or read when it is not. */
  const search = (query: SearchQuery<F>) =>
    Effect.flatMap(pages, (cache) => cache.ensure(list.key(query), fetch(query))).pipe(
      Effect.tap(() => remember(query)),
    )

  /** The same page read again (Try again, NAV-10). */
  const research = (query: SearchQuery<F>) =>
    Effect.flatMap(pages, (cache) => cache.reload(list.key(query), fetch(query)))

  /** After a write: the page shown is read again, once; every other kept page is dropped, to be read when next shown. */
  const rerunLast = Effect.gen(function* () {
    const cache = yield* pages
    const last = Option.fromNullable((yield* lastShown).get("last")?.value)
    const lastKey = Option.getOrUndefined(Option.map(last, list.key))
    cache.retain((key) => key === lastKey)
    if (Option.isSome(last)) yield* Effect.ignore(research(last.value))
  })

  return { search, research, remember, pages, rerunLast }
}

/** A plain list paged by the server: no filters, only the page in the address, `pageSize` a page (ADM-16: 10). */
export const pagedList = (pageSize: number) => defineSearch<never>({}, pageSize)
