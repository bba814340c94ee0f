import { type GlobalOptions, makeContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"

/** CLI-1: ends the session on the API (when it can be reached) and removes it here. */
export const logout = async (options: GlobalOptions): Promise<ExitCode> => {
  const { client, sessionStore, apiHost } = makeContext(options)
  const wasSignedIn = sessionStore.get() !== undefined
  try {
    await client.session.logout()
  } finally {
    sessionStore.clear()
    await client.dispose()
  }
  const message = wasSignedIn ? `Signed out of ${apiHost}.` : `Not signed in to ${apiHost}.`
  if (options.json) console.log(JSON.stringify({ ok: true, wasSignedIn, apiHost }))
  else console.log(message)
  return ExitCode.ok
}
