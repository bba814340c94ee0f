import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import type { FileRules } from "../forms/file.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, Unauthorized } from "./errors.js"

/** A reward file as staff upload it; the server processes it within 24 hours and e-mails the result (ADM-17). */
export const RewardFileUpload = Schema.Struct({
  fileName: Schema.NonEmptyTrimmedString,
  /** The file's text. The server reads and checks it; the format is the server's business. */
  content: Schema.String,
})
export type RewardFileUpload = typeof RewardFileUpload.Type

/** ADM-17, CLI-3: what a reward file may be; the portal, the command line and the sandbox all check it. */
export const REWARD_FILE: FileRules = {
  maxBytes: 10 * 1024 * 1024,
  types: ["text/csv", "text/plain"],
  // Windows reports a CSV file as Excel's type, some systems as none: the name decides then.
  extensions: [".csv", ".txt"],
  described: "a CSV or text file (.csv or .txt)",
  whenTooLarge: "Split it into smaller files.",
}

export const RewardFileReceipt = Schema.Struct({
  fileId: Schema.String,
  fileName: Schema.String,
  bytes: Schema.Int,
  receivedAt: Schema.String,
})
export type RewardFileReceipt = typeof RewardFileReceipt.Type

export const uploadRewardFile = HttpApiEndpoint.post("upload", "/rewards/files")
  .setPayload(RewardFileUpload)
  .addSuccess(RewardFileReceipt, { status: 202 })
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.UPLOAD_REWARD_FILE_FAILED" })

export class RewardFilesApi extends HttpApiGroup.make("rewardFiles")
  .add(uploadRewardFile)
  .addError(Unauthorized) {}
