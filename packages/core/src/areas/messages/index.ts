export * as Messages from "./Messages.js"
export { type MessageList, MessageListCache, type Outcome } from "./Messages.js"
export * from "./rules.js"
