import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Account, Consent, type SessionStoreShape, type StoredSession } from "@wellkit/core"
import { Either, Schema } from "effect"
import { sessionPath } from "./settings.js"

export { configDir, sessionPath } from "./settings.js"

const SessionFile = Schema.parseJson(
  Schema.Struct({
    apiHost: Schema.String,
    session: Schema.Struct({ account: Account, consents: Schema.Array(Consent) }),
  }),
)
type SessionFile = typeof SessionFile.Type

/**
 * CLI-1: the session lives in a per-user file only its owner can read (0600),
 * written atomically. It belongs to one API host; another host starts signed out.
 */
export const fileSessionStore = (
  apiHost: string,
  path = sessionPath(),
): SessionStoreShape & { path: string } => {
  const read = (): SessionFile | undefined => {
    if (!existsSync(path)) return undefined
    const decoded = Schema.decodeUnknownEither(SessionFile)(readFileSync(path, "utf8"))
    return Either.isRight(decoded) ? decoded.right : undefined
  }
  // Read once: the client asks for the token on every call, and a file read plus a
  // schema decode each time is most of a small call's cost. This process's own
  // login and logout keep it current; another terminal's are seen by the next command.
  let cached: { readonly session: StoredSession | undefined } | undefined
  const current = () => {
    if (!cached) {
      const file = read()
      cached = { session: file && file.apiHost === apiHost ? file.session : undefined }
    }
    return cached.session
  }
  return {
    path,
    get: current,
    set: (session: StoredSession) => {
      mkdirSync(join(path, ".."), { recursive: true, mode: 0o700 })
      const temporary = `${path}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify({ apiHost, session }), { mode: 0o600 })
      chmodSync(temporary, 0o600)
      renameSync(temporary, path)
      cached = { session }
    },
    clear: () => {
      rmSync(path, { force: true })
      cached = { session: undefined }
    },
  }
}
