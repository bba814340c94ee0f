import { AuthError, type GlobalOptions, makeContext, requireSession } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { printJson } from "../run.js"

/** Who the stored session belongs to, checked with the API; never the token. */
export const whoami = async (options: GlobalOptions): Promise<ExitCode> => {
  const context = makeContext(options)
  const { account } = requireSession(context)
  try {
    const authenticated = await context.client.session.checkAuthState()
    if (!authenticated) {
      context.sessionStore.clear()
      throw new AuthError(`Your session at ${context.apiHost} has ended: run \`wellkit login\` again.`)
    }
    const { firstName, emailAddress, adminType, userId } = account
    if (options.json)
      printJson({ ok: true, apiHost: context.apiHost, userId, firstName, emailAddress, adminType })
    else
      process.stdout.write(`${firstName} (${emailAddress}), adminType ${adminType}, at ${context.apiHost}\n`)
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}
