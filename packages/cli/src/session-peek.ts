import { readFileSync } from "node:fs"
import { sessionPath } from "./settings.js"

/**
 * Whether session.json holds a session for `apiHost`, read without the SDK, so
 * a command with local work to do first (the batch check) can stop a signed-out
 * person before it. Only a first look: the session file's schema
 * (session-file.ts) still decides once the SDK loads.
 */
export const hasStoredSession = (apiHost: string, path = sessionPath()): boolean => {
  try {
    const file: unknown = JSON.parse(readFileSync(path, "utf8"))
    if (typeof file !== "object" || file === null) return false
    const { apiHost: host, session } = file as { apiHost?: unknown; session?: unknown }
    return host === apiHost && typeof session === "object" && session !== null
  } catch {
    return false
  }
}
