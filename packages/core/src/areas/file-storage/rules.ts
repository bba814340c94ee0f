import type { ImageUpload, StorageImageType } from "../../api/FileStorage.js"
import { STORAGE_IMAGE_TYPES } from "../../api/FileStorage.js"
import type { SuccessToast } from "../../errors/success.js"
import type { RefreshDelay } from "../../kit/delayed-refresh.js"

/**
 * ADM-15: the storage files are read again 5 s after an update (K12), not at once: the
 * store shows a replaced image only once it has finished writing it.
 */
export const refreshAfter: RefreshDelay = "5 seconds"

/** ERR-6 (ours): the toast says when the list will show the new picture. */
export const imageReplaced: SuccessToast = {
  title: "SUCCESS.SUCCESS_TITLE",
  message: "SUCCESS.STORAGE_IMAGE_REPLACED",
}

/** Which files can be replaced by a picture: the stored images. */
export const isImage = (contentType: string): contentType is StorageImageType =>
  (STORAGE_IMAGE_TYPES as ReadonlyArray<string>).includes(contentType)

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/

/**
 * The PUT's payload from a picture read as a data URL (the file field's `dataUrl`): its
 * base64 without the prefix, and its type. Undefined for anything that is not a base64
 * data URL of an accepted picture type.
 */
export const imageUploadOf = (fileName: string, dataUrl: string): ImageUpload | undefined => {
  const [, type, content] = DATA_URL.exec(dataUrl) ?? []
  return type !== undefined && content !== undefined && isImage(type)
    ? { fileName, contentType: type, content }
    : undefined
}
