import type { AppError } from "@wellkit/core"
import { errorText, exitCodeFor, type GlobalOptions, makeContext, UsageError } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { prompt, promptHidden, readStdin } from "../prompt.js"

export interface LoginOptions extends GlobalOptions {
  readonly username?: string
  readonly passwordStdin?: boolean
}

/** CLI-1: signs in and keeps the session for later commands. Never prints the token. */
export const login = async (options: LoginOptions): Promise<ExitCode> => {
  const interactive = Boolean(process.stdin.isTTY)
  const username = options.username ?? (interactive ? (await prompt("E-mail address: ")).trim() : undefined)
  if (!username) throw new UsageError("Pass --username (there is no terminal to ask on).")
  let password: string
  if (options.passwordStdin) password = (await readStdin()).replace(/\r?\n$/, "")
  else if (interactive) password = await promptHidden("Password: ")
  else throw new UsageError("No terminal to ask for the password on: pipe it in with --password-stdin.")
  if (!password) throw new UsageError("The password is empty.")

  const { client, apiHost, sessionStore } = makeContext(options)
  try {
    const session = await client.session.login({ username, password })
    const { firstName, emailAddress, adminType } = session.account
    if (options.json) {
      console.log(
        JSON.stringify({
          ok: true,
          apiHost,
          emailAddress,
          firstName,
          adminType,
          sessionFile: sessionStore.path,
        }),
      )
    } else {
      console.log(`Signed in as ${firstName} (${emailAddress}) at ${apiHost}.`)
      if (session.consents.length > 0) {
        console.log(`${session.consents.length} consent(s) are waiting: answer them in the portal.`)
      }
    }
    return ExitCode.ok
  } catch (error) {
    const appError = error as AppError
    if (options.json)
      console.log(JSON.stringify({ ok: false, error: errorText(appError), status: appError.status }))
    else console.error(errorText(appError))
    return exitCodeFor(appError)
  } finally {
    await client.dispose()
  }
}
