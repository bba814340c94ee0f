export * as Messages from "./Messages.js"
export { MessageListCache, type MessageList, type Outcome } from "./Messages.js"
export * from "./rules.js"
