import type { AppError, CacheEntry, LazyCache, WellkitServices } from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback } from "react"
import { useCached } from "../app/use-cache.js"
import { useEntities } from "../app/use-entities.js"
import { useWellkit } from "../app/wellkit.js"
import { organizationOptions } from "../components/OrganizationPicker.js"
import type { Choices } from "./FieldInput.js"

interface PickList<A> {
  readonly state: {
    readonly status: "loading" | "ready" | "error"
    readonly value: ReadonlyArray<A> | undefined
    readonly error?: AppError
  }
  readonly retry: () => void
}

/** A pick list read from the API as a select's choices: the options so far, and its failure with Try again. */
export const choicesOf = <A>(
  read: PickList<A>,
  option: (item: A) => { readonly value: number | string; readonly label: string },
): Choices => ({
  options: (read.state.value ?? []).map(option),
  failure:
    read.state.status === "error" && read.state.error
      ? { error: read.state.error, retry: read.retry }
      : undefined,
})

type Read<A> = Effect.Effect<A, AppError, WellkitServices>

/**
 * A pick list kept in one of core's caches (POR-19: read once, kept until a
 * change), by key: the organization's, or one key for a catalogue the same for
 * everyone. Nothing is read while `key` is undefined (no organization chosen yet).
 * `load` and `reload` must be stable (module-level functions).
 */
export const useKeptList = <K, A>(
  cache: Effect.Effect<LazyCache<K, A, AppError>, never, WellkitServices>,
  key: K | undefined,
  load: (key: K) => Read<A>,
  reload: (key: K) => Read<A>,
) => {
  const { client } = useWellkit()
  const ensure = useCallback((k: K) => client.run(load(k)), [client, load])
  const again = useCallback((k: K) => client.run(reload(k)), [client, reload])
  return useCached(cache, key, ensure, again)
}

/** A kept pick list as a select's choices: the options so far, and its failure with Try again. */
export const keptChoices = <A>(
  kept: { readonly entry: CacheEntry<ReadonlyArray<A>, AppError> | undefined; readonly retry: () => void },
  option: (item: A) => { readonly value: number | string; readonly label: string },
): Choices => ({
  options: (kept.entry?.value ?? []).map(option),
  failure: kept.entry?.status === "error" ? { error: kept.entry.error, retry: kept.retry } : undefined,
})

/**
 * The organizations the admin can see, as a select field's `useChoices`
 * (children grouped under their parent, as the organization picker shows them).
 */
export const useOrganizationChoices = (): Choices => {
  const { entry, entities, retry } = useEntities()
  return {
    options: organizationOptions(entities),
    failure: entry?.status === "error" ? { error: entry.error, retry } : undefined,
  }
}
