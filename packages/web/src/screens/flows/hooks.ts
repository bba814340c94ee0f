import {
  type AppError,
  type FlowId,
  Flows,
  type LazyCache,
  NOBODY,
  UserFunctions,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback } from "react"
import { useCached, useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { choicesOf, keptChoices } from "../../kit/choices.js"
import { useResourceList, useResourceRecord } from "../../kit/use-resource.js"

/** POR-19: the one list of flows (K1), fetched only while its cache is empty. */
export const useFlows = () => useResourceList(Flows.cache, Flows, NOBODY)

/** K2: one flow by its own call; a saved one is already in its cache. */
export const useFlow = (flowId: FlowId | undefined) => useResourceRecord(Flows, NOBODY, flowId)

interface PerFlow<A> {
  readonly cache: Effect.Effect<LazyCache<FlowId, ReadonlyArray<A>, AppError>, never, WellkitServices>
  readonly get: (id: FlowId) => Effect.Effect<ReadonlyArray<A>, AppError, WellkitServices>
  readonly reload: (id: FlowId) => Effect.Effect<ReadonlyArray<A>, AppError, WellkitServices>
}

/** A list the flow holds (its forms, variable definitions, measures), from its cache. */
export const usePerFlow = <A>(list: PerFlow<A>, flowId: FlowId) => {
  const { client } = useWellkit()
  const load = useCallback((id: FlowId) => client.run(list.get(id)), [client, list])
  const reload = useCallback((id: FlowId) => client.run(list.reload(id)), [client, list])
  return useCached(list.cache, flowId, load, reload)
}

/** The form editor's pick lists. */
export const useClientTextChoices = () => {
  const { client } = useWellkit()
  return choicesOf(useRead(client.flows.clientTexts, "all"), (text) => ({
    value: text.clientTextId,
    label: `${text.key}: ${text.text}`,
  }))
}
export const useSeedingChoices = () => {
  const { client } = useWellkit()
  return choicesOf(useRead(client.flows.seedingStoredProcedures, "all"), (procedure) => ({
    value: procedure.seedingStoredProcedureId,
    label: `${procedure.name} (${procedure.description})`,
  }))
}
/** A form's function is one of the user functions: the same catalogue and cache as their staff list. */
export const useFunctionChoices = () =>
  keptChoices(useResourceList(UserFunctions.cache, UserFunctions, NOBODY), (fn) => ({
    value: fn.userFunctionId,
    label: `${fn.name} (${fn.code})`,
  }))
