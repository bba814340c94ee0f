import { Content, type EntityId, type SyncHistory, type SyncRecord } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"

const rowsOf = (page: SyncHistory) => ({ rows: page.items, total: page.totalRecordCount })

/** ADM-16, K13: the history paged by the server, its page in the address. */
export const useSyncHistory = () =>
  useSearch<never, SyncHistory, SyncRecord>(
    Content.historyList,
    useSearchService(Content.historyPages, rowsOf),
  )

/** The form's picks live in the address (replacing the entry), so a reload or a shared link keeps them. */
export const PICKS = ["environmentId", "contentTypeId", "syncType", "entityId"] as const
export type Picks = Readonly<Partial<Record<(typeof PICKS)[number], string>>>

export const usePicks = () => {
  const [params, setParams] = useSearchParams()
  const picks: Picks = Object.fromEntries(
    PICKS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  )
  const pick = useCallback(
    (change: Picks) => {
      // The address as it is now: picks made in quick succession (by keyboard) come before the
      // router renders the last one, and its params would be a pick behind.
      const next = new URLSearchParams(window.location.search)
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value)
        else next.delete(name)
      }
      setParams(next, { replace: true })
    },
    [setParams],
  )
  return { picks, pick }
}

/** The form's three pick lists, read together: one failure, one Try again. */
export const usePickLists = () => {
  const { client } = useWellkit()
  const read = useCallback(
    async (_: "pickLists") => {
      const [environments, types, syncTypes] = await Promise.all([
        client.content.environments(),
        client.content.types(),
        client.content.syncTypes(),
      ])
      return { environments, types, syncTypes }
    },
    [client],
  )
  return useRead(read, "pickLists")
}

export type PickLists = ReturnType<typeof usePickLists>

/** The words for a sync's ids; an id the lists do not know (or before they arrive) shows as itself. */
export const namesOf = (lists: PickLists["state"]["value"]) => ({
  environment: (id: string) => lists?.environments.find((env) => env.environmentId === id)?.name ?? id,
  type: (id: string) => lists?.types.find((type) => type.contentTypeId === id)?.name ?? id,
  syncType: (id: string) => lists?.syncTypes.find((type) => type.syncTypeId === id)?.name ?? id,
})
export type SyncNames = ReturnType<typeof namesOf>

/** What a selected sync can pick: the organization's messages, or the environment's items of the type. */
export const useSyncItems = (picks: Picks) => {
  const { client } = useWellkit()
  const byOrganization = Content.picksByOrganization(picks.contentTypeId)
  const entityId = Number(picks.entityId)
  // A text key, so the read runs once per pick and not on every render.
  const key =
    picks.syncType !== "selected" || !picks.environmentId || !picks.contentTypeId
      ? undefined
      : byOrganization
        ? Number.isInteger(entityId) && entityId > 0
          ? `messages:${entityId}`
          : undefined
        : `${picks.environmentId}:${picks.contentTypeId}`
  const read = useMemo(
    () => (asked: string) => {
      const [first, second] = asked.split(":")
      return first === "messages"
        ? client.content.messagesByEntity(Number(second) as EntityId)
        : client.content.syncItems({ environmentId: first ?? "", contentTypeId: second ?? "" })
    },
    [client],
  )
  return { ...useRead(read, key), asked: key !== undefined, byOrganization }
}
