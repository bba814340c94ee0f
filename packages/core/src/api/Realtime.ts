import { Schema } from "effect"

/** The notification hub, part of the contract like every HTTP call. */
export const HUB_PATH = "/hubs/notifications"
/** RT-1: the client method the hub calls. */
export const BATCH_UPLOAD_NOTIFICATION = "receiveBatchUploadNotification"

/** RT-1: the hub sends this as JSON text. */
export const BatchUploadNotification = Schema.Struct({
  batchId: Schema.String,
  organizationId: Schema.Number,
  fileName: Schema.String,
  status: Schema.Literal("completed", "completedWithErrors", "failed"),
  created: Schema.Number,
  updated: Schema.Number,
  failed: Schema.Number,
})
export type BatchUploadNotification = typeof BatchUploadNotification.Type

export const BatchUploadNotificationText = Schema.parseJson(BatchUploadNotification)
