export * from "./annotations.js"
export * from "./Batches.js"
export * from "./Challenges.js"
export * from "./Content.js"
export * from "./Dashboard.js"
export * from "./Entities.js"
export * from "./errors.js"
export * from "./ids.js"
export * from "./Licenses.js"
export * as MessagesApiDecl from "./Messages.js"
export {
  EventAction,
  Message,
  MessageChannel,
  MessageInput,
  MessageSummary,
  MessagesApi,
  OwnerTypeEvent,
} from "./Messages.js"
export * from "./Purchase.js"
export * from "./Realtime.js"
export * from "./Reports.js"
export * from "./RewardFiles.js"
export * from "./Rewards.js"
export * from "./Session.js"
export * from "./Support.js"
export * from "./Users.js"
export * from "./WellkitApi.js"
