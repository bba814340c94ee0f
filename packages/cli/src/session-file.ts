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
  return {
    path,
    get: () => {
      const file = read()
      return file && file.apiHost === apiHost ? file.session : undefined
    },
    set: (session: StoredSession) => {
      mkdirSync(join(path, ".."), { recursive: true, mode: 0o700 })
      const temporary = `${path}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify({ apiHost, session }), { mode: 0o600 })
      chmodSync(temporary, 0o600)
      renameSync(temporary, path)
    },
    clear: () => rmSync(path, { force: true }),
  }
}
