import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import type { FileRules } from "../forms/file.js"
import { crudEndpoints, crudGroup, idParamOf } from "../kit/resource.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound } from "./errors.js"

const numericId = <B extends string>(brand: B) => Schema.Int.pipe(Schema.positive(), Schema.brand(brand))

export const StorageContainerId = numericId("StorageContainerId")
export type StorageContainerId = typeof StorageContainerId.Type
export const StorageCategoryId = numericId("StorageCategoryId")
export type StorageCategoryId = typeof StorageCategoryId.Type
export const StoredFileId = numericId("StoredFileId")
export type StoredFileId = typeof StoredFileId.Type

/** A storage container of the platform (members' pictures, e-mail art, documents): nobody's, read-only (K1, K9). */
export const StorageContainer = Schema.Struct({
  containerId: StorageContainerId,
  name: Schema.String,
  description: Schema.String,
  fileCount: Schema.Int,
})
export type StorageContainer = typeof StorageContainer.Type

/** A category files are kept under within a container (a folder, to a person). */
export const StorageCategory = Schema.Struct({
  categoryId: StorageCategoryId,
  containerId: StorageContainerId,
  name: Schema.String,
  fileCount: Schema.Int,
})
export type StorageCategory = typeof StorageCategory.Type

/** A stored file as the lists show it. */
export const StoredFile = Schema.Struct({
  fileId: StoredFileId,
  containerId: StorageContainerId,
  categoryId: StorageCategoryId,
  categoryName: Schema.String,
  name: Schema.String,
  contentType: Schema.String,
  bytes: Schema.Int,
  /** ISO 8601, when its bytes last changed. */
  lastModified: Schema.String,
  /**
   * An image's picture as a `data:` URL, null for any other file. The portal's CSP
   * allows `img-src data:`, so a preview needs no address of its own on the API's host.
   */
  preview: Schema.NullOr(Schema.String),
})
export type StoredFile = typeof StoredFile.Type

/** Raster types only: an SVG can carry script. */
export const STORAGE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const
export type StorageImageType = (typeof STORAGE_IMAGE_TYPES)[number]

/** K10: the picture that replaces a stored image; the portal, the SDK and the sandbox check the same rules. */
export const STORAGE_IMAGE_FILE: FileRules = {
  maxBytes: 1024 * 1024,
  types: STORAGE_IMAGE_TYPES,
  described: "a PNG, JPEG, GIF or WebP picture",
  whenTooLarge: "Make it smaller first.",
}

/**
 * The PUT of an image (ours): the new picture's bytes in base64 (no `data:` prefix),
 * with the name it was chosen under and its type. The stored file keeps its own name,
 * so the addresses that use it keep working.
 */
export const ImageUpload = Schema.Struct({
  fileName: Schema.NonEmptyTrimmedString,
  contentType: Schema.Literal(...STORAGE_IMAGE_TYPES),
  content: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9+/]+={0,2}$/, { message: () => "The content is base64." }),
  ),
})
export type ImageUpload = typeof ImageUpload.Type

export const storageContract = {
  name: "fileStorage",
  segment: "fileStorage/containers",
  belongsTo: "nobody",
  writes: [],
  idField: "containerId",
  id: StorageContainerId,
  item: StorageContainer,
  summary: StorageContainer,
  input: StorageContainer,
  errors: { list: { key: "ERRORS.GET_STORAGE_CONTAINERS_FAILED" } },
} as const

export const storageEndpoints = crudEndpoints(storageContract)

const inContainer = Schema.Struct({ id: idParamOf(StorageContainerId) })

export const storageCategories = HttpApiEndpoint.get("categories", "/fileStorage/containers/:id/categories")
  .setPath(inContainer)
  .addSuccess(Schema.Array(StorageCategory))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_STORAGE_CATEGORIES_FAILED" })

export const categoryFiles = HttpApiEndpoint.get(
  "categoryFiles",
  "/fileStorage/containers/:id/categories/:categoryId/files",
)
  .setPath(Schema.Struct({ id: idParamOf(StorageContainerId), categoryId: idParamOf(StorageCategoryId) }))
  .addSuccess(Schema.Array(StoredFile))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_STORAGE_FILES_FAILED" })

export const containerFiles = HttpApiEndpoint.get("allFiles", "/fileStorage/containers/:id/files")
  .setPath(inContainer)
  .addSuccess(Schema.Array(StoredFile))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_STORAGE_FILES_FAILED" })

/** Replaces a stored image's bytes; the answer is the file as stored now. */
export const replaceImage = HttpApiEndpoint.put("replaceImage", "/fileStorage/containers/:id/files/:fileId")
  .setPath(Schema.Struct({ id: idParamOf(StorageContainerId), fileId: idParamOf(StoredFileId) }))
  .setPayload(ImageUpload)
  .addSuccess(StoredFile)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.PUT_STORAGE_IMAGE_FAILED" })

/** File storage: the containers (the kit's read-only list of nobody's), their categories, files and the image PUT. */
export class FileStorageApi extends crudGroup(storageContract, storageEndpoints)
  .add(storageCategories)
  .add(categoryFiles)
  .add(containerFiles)
  .add(replaceImage) {}
