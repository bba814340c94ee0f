import { FileStorage, type StorageContainerId } from "@wellkit/core"
import { useCallback } from "react"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"

/** A container's categories, from their cache (POR-19); Try again reads them again. */
export const useCategories = (containerId: StorageContainerId) => {
  const { client } = useWellkit()
  const load = useCallback((id: StorageContainerId) => client.run(FileStorage.categories(id)), [client])
  const reload = useCallback(
    (id: StorageContainerId) => client.run(FileStorage.reloadCategories(id)),
    [client],
  )
  return useCached(FileStorage.categoryCache, containerId, load, reload)
}

/** The files of one view (a category, or all of the container's), from their cache. */
export const useFiles = (view: FileStorage.FileView) => {
  const { client } = useWellkit()
  const load = useCallback(() => client.run(FileStorage.files(view)), [client, view])
  const reload = useCallback(() => client.run(FileStorage.reloadFiles(view)), [client, view])
  return useCached(FileStorage.fileCache, FileStorage.viewKey(view), load, reload)
}

/** The view an address names: `?category=12`, `?category=all`, or none (anything else names none). */
export const viewFrom = (
  containerId: StorageContainerId,
  category: string | null,
): FileStorage.FileView | undefined => {
  if (category === "all") return { containerId, categoryId: "all" }
  if (category !== null && /^[1-9]\d*$/.test(category))
    return { containerId, categoryId: Number(category) as FileStorage.FileView["categoryId"] }
  return undefined
}
