import { Command, CommanderError } from "commander"
import { login } from "./commands/login.js"
import { logout } from "./commands/logout.js"
import { type GlobalOptions, SANDBOX_HOST, UsageError } from "./context.js"
import { ExitCode, exitCodeHelp } from "./exit-codes.js"

const program = new Command()
  .name("wellkit")
  .description("wellkit from a terminal: sign in, then script uploads, reward files and content syncs.")
  .option("--api-host <url>", `API host (env WELLKIT_API_HOST; default the local sandbox, ${SANDBOX_HOST})`)
  .option("--api-key <key>", "API key (env WELLKIT_API_KEY)")
  .option("--json", "print one JSON document on stdout and nothing else")
  .addHelpText("after", `\n${exitCodeHelp}\n\nExample:\n  $ wellkit login --username staff@wellkit.test`)
  .exitOverride()

const globals = () => program.opts<GlobalOptions>()
let exitCode: ExitCode = ExitCode.ok

program
  .command("login")
  .description("sign in and keep the session for later commands (in a file only you can read)")
  .option("-u, --username <email>", "your e-mail address (asked for on a terminal)")
  .option("--password-stdin", "read the password from standard input instead of asking")
  .addHelpText(
    "after",
    '\nExamples:\n  $ wellkit login -u staff@wellkit.test\n  $ echo "$PASSWORD" | wellkit login -u staff@wellkit.test --password-stdin',
  )
  .action(async (options: { username?: string; passwordStdin?: boolean }) => {
    exitCode = await login({ ...globals(), ...options })
  })

program
  .command("logout")
  .description("end the session and remove it from this machine")
  .addHelpText("after", "\nExample:\n  $ wellkit logout")
  .action(async () => {
    exitCode = await logout(globals())
  })

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) {
    exitCode = error.exitCode === 0 ? ExitCode.ok : ExitCode.usage
  } else if (error instanceof UsageError) {
    console.error(error.message)
    exitCode = ExitCode.usage
  } else {
    console.error(`wellkit: ${(error as Error).message}`)
    exitCode = ExitCode.failure
  }
}
process.exitCode = exitCode
