import { Effect } from "effect"
import type {
  ImageUpload,
  StorageContainer,
  StorageContainerId,
  StoredFileId,
} from "../../api/FileStorage.js"
import { type NobodysPromiseEntry, nobodysPromiseEntry } from "../../kit/sdk.js"
import type { Run } from "../../layer.js"
import * as FileStorage from "./FileStorage.js"

const own = (run: Run) => ({
  /**
   * The container's categories.
   * @example const categories = await wellkit.fileStorage.categories(containerId)
   */
  categories: (containerId: StorageContainerId) => run(FileStorage.categories(containerId)),
  /**
   * The files of one category, or all of the container's (`"all"`).
   * @example const files = await wellkit.fileStorage.files({ containerId, categoryId: "all" })
   */
  files: (view: FileStorage.FileView) => run(FileStorage.files(view)),
  /**
   * Reads a view's files again; the store shows a replaced image about 5 s after the PUT (ADM-15).
   * @example const files = await wellkit.fileStorage.reloadFiles({ containerId, categoryId })
   */
  reloadFiles: (view: FileStorage.FileView) => run(FileStorage.reloadFiles(view)),
  /**
   * Replaces a stored image's bytes; build the payload from a data URL with `FileStorage.imageUploadOf`.
   * @example const file = await wellkit.fileStorage.replaceImage(containerId, fileId, { fileName: "tile.png", contentType: "image/png", content: base64 })
   */
  replaceImage: (containerId: StorageContainerId, fileId: StoredFileId, upload: ImageUpload) =>
    run(Effect.map(FileStorage.replaceImage(containerId, fileId, upload), (outcome) => outcome.result)),
})

/**
 * `wellkit.fileStorage`: the platform's storage containers (read-only), their categories and
 * files, and the image PUT. An interface, not the inferred type: declaration files would
 * inline that type without the methods' JSDoc.
 */
export interface FileStorageSdk
  extends Omit<NobodysPromiseEntry<StorageContainer, never, StorageContainer>, "save" | "remove">,
    ReturnType<typeof own> {}

/** `wellkit.fileStorage`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): FileStorageSdk => ({
  ...nobodysPromiseEntry(run, FileStorage),
  ...own(run),
})
