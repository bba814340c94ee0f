import { redirectHref } from "@wellkit/core"
import type { Schema } from "effect"
import { useCallback, useMemo, useState } from "react"
import { useParams, useSearchParams } from "react-router-dom"
import { decodeId } from "../app/params.js"
import { useRead } from "../app/use-cache.js"
import type { RecordRead } from "./RecordStates.js"
import type { SearchQuery, SearchSpec } from "./use-search.js"

/** What a searched resource's record page needs of its declaration (core's `SearchedResource`). */
export interface SearchedPages<Id, F extends string> {
  readonly listPath: string
  readonly search: SearchSpec<F>
  readonly id: Schema.Schema<Id, number>
  /** Without a create call, `/new` names no record. */
  readonly endpoints: { readonly get: unknown; readonly create?: unknown }
}

/**
 * A searched resource's record page at `${listPath}/:id` (or `/new`): the id
 * from the address (anything that is not one is a record that does not exist),
 * the record read by its own call, and the search it came from, which the way
 * back and every write carry (ADM-2, ADM-6). `read` must be stable.
 *
 * A save that stays on the page hands its answer to `onSaved`: the record
 * shows it rather than the read from before the save.
 */
export const useSearchedRecord = <Id, Item, F extends string>(
  pages: SearchedPages<Id, F>,
  read: (id: Id) => Promise<Item>,
) => {
  const [params] = useSearchParams()
  const idParam = useParams().id ?? "new"
  const isNew = idParam === "new" && pages.endpoints.create !== undefined
  const from: SearchQuery<F> = pages.search.read(params)
  const id = useMemo(() => (isNew ? undefined : decodeId(pages.id)(idParam)), [pages, idParam, isNew])
  const { state, retry } = useRead(read, id)
  // Kept with its id: another record's page does not show it.
  const [saved, setSaved] = useState<{ readonly id: Id; readonly value: Item }>()
  const onSaved = useCallback((value: Item) => id !== undefined && setSaved({ id, value }), [id])
  const record: RecordRead<Item> = isNew
    ? undefined
    : id === undefined
      ? { status: "missing" }
      : saved?.id === id
        ? { status: "ready", value: saved.value }
        : state
  const back = redirectHref({ path: pages.listPath, params: pages.search.paramsOf(from) })
  return { isNew, id, from, record, retry, onSaved, back }
}
