export * as Content from "./Content.js"
export { SYNC_HISTORY_DEFAULTS, syncQueued } from "./Content.js"
export * from "./path.js"
