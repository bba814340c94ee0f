import { type AdminUser, type EntityId, type Person, UserListCache } from "@wellkit/core"
import type { UserKind } from "@wellkit/core/users"
import { useCallback } from "react"
import { useCached, useRead } from "../../app/use-cache.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { useWellkit } from "../../app/wellkit.js"

/** POR-13, POR-19: the organization's admins and employees, with their counts. */
export const useUserLists = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(UserListCache, entityId, client.users.list, client.users.reload)
}

export type Found =
  | { readonly kind: "admins"; readonly items: ReadonlyArray<AdminUser> }
  | { readonly kind: "employees"; readonly items: ReadonlyArray<Person> }

/** POR-12, UI-5: the basic search, 400 ms after the last key press; undefined while there is no text. */
export const useUserSearch = (entityId: EntityId | undefined, kind: UserKind, text: string) => {
  const { client } = useWellkit()
  const settled = useDebouncedValue(text).trim()
  const search = useCallback(
    (query: string): Promise<Found> =>
      kind === "admins"
        ? client.users.searchAdmins(entityId as EntityId, query).then((items) => ({ kind, items }))
        : client.users.searchEmployees(entityId as EntityId, query).then((items) => ({ kind, items })),
    [client, entityId, kind],
  )
  const { state, retry } = useRead(search, settled && entityId !== undefined ? settled : undefined)
  return {
    found: settled ? state.value : undefined,
    failed: settled && state.status === "error" ? state.error : undefined,
    retry,
    settled,
    pending: text.trim() !== settled,
  }
}
