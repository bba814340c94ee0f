import {
  type AdminUser,
  type AppError,
  type EntityId,
  type Person,
  type UserKind,
  UserListCache,
} from "@wellkit/core"
import { useEffect, useState } from "react"
import { useCached } from "../../app/use-cache.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-13, POR-19: the organisation's admins and employees, with their counts. */
export const useUserLists = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(UserListCache, entityId, client.users.lists, client.users.reloadLists)
}

export type Found =
  | { readonly kind: "admins"; readonly items: ReadonlyArray<AdminUser> }
  | { readonly kind: "employees"; readonly items: ReadonlyArray<Person> }

/** POR-12, UI-5: the basic search, 400 ms after the last key press; undefined while there is no text. */
export const useUserSearch = (entityId: EntityId | undefined, kind: UserKind, text: string) => {
  const { client } = useWellkit()
  const settled = useDebouncedValue(text).trim()
  const [found, setFound] = useState<Found | undefined>()
  useEffect(() => {
    if (!settled || entityId === undefined) return setFound(undefined)
    let current = true
    const search =
      kind === "admins"
        ? client.users.searchAdmins(entityId, settled).then((items): Found => ({ kind, items }))
        : client.users.searchEmployees(entityId, settled).then((items): Found => ({ kind, items }))
    search
      .then((result) => current && setFound(result))
      .catch((error: AppError) => current && showError(error))
    return () => {
      current = false
    }
  }, [client, entityId, kind, settled])
  return { found, settled, pending: text.trim() !== settled }
}
