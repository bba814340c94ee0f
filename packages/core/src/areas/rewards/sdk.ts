import type { RewardFileUpload } from "../../api/RewardFiles.js"
import type { Run } from "../../layer.js"
import * as RewardFiles from "./RewardFiles.js"

const methods = (run: Run) => ({
  /**
   * Sends a rewards file; the API checks its content.
   * @example const { receipt } = await wellkit.rewardFiles.upload({ fileName: "rewards.csv", content: csvText })
   */
  upload: (file: RewardFileUpload) => run(RewardFiles.upload(file)),
})

/**
 * `wellkit.rewardFiles`: reward file uploads. An interface, not the inferred type: declaration files
 * would inline that type without the methods' JSDoc.
 */
export interface RewardFilesSdk extends ReturnType<typeof methods> {}

/** `wellkit.rewardFiles`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): RewardFilesSdk => methods(run)
