import { Effect } from "effect"
import * as Api from "../../api/FileStorage.js"
import type { AppError } from "../../errors/AppError.js"
import { ApiClient, type ApiClientShape } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import type { Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService, write } from "../../kit/service.js"
import { FILE_STORAGE_PATH } from "./path.js"
import { imageReplaced } from "./rules.js"

export * from "./rules.js"

/** K1, K9: the containers are the platform's, read-only: the kit's list of nobody's, no writes. */
export const resource = defineResource(
  { ...Api.storageContract, endpoints: Api.storageEndpoints },
  { listPath: FILE_STORAGE_PATH, redirects: {}, toasts: {} },
)

/** POR-19: the containers, loaded once. */
export const cache = runtimeCache<Nobody, ReadonlyArray<Api.StorageContainer>>()

/** The containers (POR-19) and one container found in them. */
export const { list, reload, get } = resourceService(resource, cache, (client) => client.fileStorage)

const withClient = <A, R>(send: (client: ApiClientShape) => Effect.Effect<A, AppError, R>) =>
  Effect.flatMap(ApiClient, send)

/** A container's categories, kept per container. */
export const categoryCache = runtimeCache<Api.StorageContainerId, ReadonlyArray<Api.StorageCategory>>()
const fetchCategories = (id: Api.StorageContainerId) =>
  withClient((client) => call(Api.storageCategories, client.fileStorage.categories({ path: { id } })))
export const categories = (id: Api.StorageContainerId) =>
  Effect.flatMap(categoryCache, (c) => c.ensure(id, fetchCategories(id)))
export const reloadCategories = (id: Api.StorageContainerId) =>
  Effect.flatMap(categoryCache, (c) => c.reload(id, fetchCategories(id)))

/** Which files a list shows: one category's, or all of the container's. */
export type FileView = { readonly containerId: Api.StorageContainerId } & (
  | { readonly categoryId: Api.StorageCategoryId }
  | { readonly categoryId: "all" }
)

/** A view's key in the files' cache: "3/all", "3/12". */
export const viewKey = (view: FileView): string => `${view.containerId}/${view.categoryId}`

/** The files shown, kept per view (`viewKey`). */
export const fileCache = runtimeCache<string, ReadonlyArray<Api.StoredFile>>()
const fetchFiles = (view: FileView) =>
  withClient((client) =>
    view.categoryId === "all"
      ? call(Api.containerFiles, client.fileStorage.allFiles({ path: { id: view.containerId } }))
      : call(
          Api.categoryFiles,
          client.fileStorage.categoryFiles({
            path: { id: view.containerId, categoryId: view.categoryId },
          }),
        ),
  )
export const files = (view: FileView) =>
  Effect.flatMap(fileCache, (c) => c.ensure(viewKey(view), fetchFiles(view)))

/**
 * Reads the view's files again (Try again, and K12's refresh after an image is replaced,
 * ADM-15). The container's other views are dropped, not read: they are read when shown.
 */
export const reloadFiles = (view: FileView) =>
  Effect.flatMap(fileCache, (c) =>
    Effect.flatMap(categoryCache, (kept) => {
      const others = [
        "all" as const,
        ...(kept.get(view.containerId)?.value ?? []).map((category) => category.categoryId),
      ].filter((categoryId) => categoryId !== view.categoryId)
      for (const categoryId of others) c.forget(viewKey({ containerId: view.containerId, categoryId }))
      return c.reload(viewKey(view), fetchFiles(view))
    }),
  )

/** Drops every view of the container's files, to be read when next shown (a refresh cancelled by leaving, K12). */
export const forgetFiles = (containerId: Api.StorageContainerId) =>
  Effect.flatMap(fileCache, (c) =>
    Effect.flatMap(categoryCache, (kept) =>
      Effect.sync(() => {
        for (const categoryId of [
          "all" as const,
          ...(kept.get(containerId)?.value ?? []).map((category) => category.categoryId),
        ])
          c.forget(viewKey({ containerId, categoryId }))
      }),
    ),
  )

/**
 * Replaces a stored image's bytes (K10). The list is not read at once: `refresh` is what
 * the caller reads after it (ADM-15: the portal's K12 refresh, 5 s later), run also when
 * the PUT's outcome is unknown (ERR-5). Nothing navigates.
 */
export const replaceImage = <R = never>(
  containerId: Api.StorageContainerId,
  fileId: Api.StoredFileId,
  upload: Api.ImageUpload,
  refresh?: Effect.Effect<unknown, never, R>,
) =>
  write(
    withClient((client) =>
      call(
        Api.replaceImage,
        client.fileStorage.replaceImage({ path: { id: containerId, fileId }, payload: upload }),
      ),
    ),
    { ...(refresh && { refresh }), toast: imageReplaced, redirect: () => undefined },
  )
