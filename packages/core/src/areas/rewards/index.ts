export * from "./path.js"
export * as RewardFiles from "./RewardFiles.js"
export { rewardFileUploaded } from "./RewardFiles.js"
