/** The staff area's reward file upload (ADM-17); the router reads it before the SDK loads. */
export const REWARD_FILES_PATH = "/noap/admin/rewardFiles"
