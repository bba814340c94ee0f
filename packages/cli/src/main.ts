import { Command, CommanderError } from "commander"
import cliPackage from "../package.json" with { type: "json" }
import type { GlobalOptions } from "./api-target.js"
import type { BatchUploadOptions } from "./commands/batch-upload.js"
import type { HistoryOptions, SyncOptions } from "./commands/content.js"
import { ExitCode, exitCodeHelp } from "./exit-codes.js"
import { configPath, SANDBOX_HOST, UsageError } from "./settings.js"

const program = new Command()
  .name("wellkit")
  .description("wellkit from a terminal: sign in, then script uploads, reward files and content syncs.")
  .option("--api-host <url>", `API host (env WELLKIT_API_HOST; default the local sandbox, ${SANDBOX_HOST})`)
  .option("--api-key <key>", "API key (env WELLKIT_API_KEY)")
  .option("--profile <name>", `named settings from ${configPath()} (env WELLKIT_PROFILE)`)
  .option("--json", "print one JSON document on stdout and nothing else")
  .version(cliPackage.version, "-V, --version", "print the version of wellkit")
  .addHelpText("after", `\n${exitCodeHelp}\n\nExample:\n  $ wellkit login --username staff@wellkit.test`)
  .exitOverride()

const globals = () => program.opts<GlobalOptions>()
let exitCode: ExitCode = ExitCode.ok

// A command's module, with the SDK behind it, loads only when that command
// runs: `wellkit --help` and usage errors start without them.
const command = async (body: () => Promise<ExitCode>) => {
  const { runCommand } = await import("./run.js")
  exitCode = await runCommand(globals(), body)
}

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
    const { login } = await import("./commands/login.js")
    exitCode = await login({ ...globals(), ...options })
  })

program
  .command("logout")
  .description("end the session and remove it from this machine")
  .addHelpText("after", "\nExample:\n  $ wellkit logout")
  .action(async () => {
    const { logout } = await import("./commands/logout.js")
    exitCode = await logout(globals())
  })

const examples = (...lines: Array<string>) =>
  `\nExample${lines.length > 1 ? "s" : ""}:\n${lines.map((l) => `  $ ${l}`).join("\n")}`

program
  .command("whoami")
  .description("show who the stored session belongs to (checked with the API)")
  .addHelpText("after", examples("wellkit whoami", "wellkit --json whoami"))
  .action(async () => {
    await command(async () => (await import("./commands/whoami.js")).whoami(globals()))
  })

const users = program.command("users").description("employees: batch uploads")

users
  .command("batch-upload")
  .description(
    "check an employee CSV row by row, upload it, and wait for the outcome (columns: first name, last name, e-mail; optional employee id, date of birth YYYY-MM-DD)",
  )
  .argument("<file>", "the CSV file (UTF-8; a byte-order mark is fine)")
  .requiredOption("--org <id>", "the organization the employees belong to")
  .option("--errors <file>", "write every problem to this CSV (line, column, reason)")
  .option("--skip-invalid", "upload the valid rows even when some rows have problems")
  .option("--no-wait", "print the batch id right after the upload instead of waiting for the outcome")
  .addHelpText(
    "after",
    examples(
      "wellkit users batch-upload march-hires.csv --org 1000",
      "wellkit users batch-upload march-hires.csv --org 1000 --errors problems.csv --skip-invalid",
      "wellkit --json users batch-upload march-hires.csv --org 1000 --no-wait",
    ),
  )
  .action(async (file: string, options: BatchUploadOptions) => {
    await command(async () =>
      (await import("./commands/batch-upload.js")).batchUpload(file, { ...globals(), ...options }),
    )
  })

users
  .command("batches")
  .description("list the organization's batch uploads, newest first")
  .requiredOption("--org <id>", "the organization")
  .addHelpText("after", examples("wellkit users batches --org 1000"))
  .action(async (options: { org: string }) => {
    await command(async () =>
      (await import("./commands/batches.js")).listBatches({ ...globals(), ...options }),
    )
  })

users
  .command("batch")
  .description("show one batch upload and its failed rows")
  .argument("<batchId>", "as `wellkit users batches` lists it")
  .requiredOption("--org <id>", "the organization")
  .addHelpText("after", examples("wellkit users batch b-2026-0211 --org 1000"))
  .action(async (batchId: string, options: { org: string }) => {
    await command(async () =>
      (await import("./commands/batches.js")).showBatch(batchId, { ...globals(), ...options }),
    )
  })

program
  .command("rewards")
  .description("reward files")
  .command("upload")
  .description("upload a reward file; it is processed within 24 hours and you get an e-mail")
  .argument("<file>", "the reward file (at most 10 MB)")
  .addHelpText("after", examples("wellkit rewards upload rewards-march.csv"))
  .action(async (file: string) => {
    await command(async () => (await import("./commands/rewards.js")).uploadRewards(file, globals()))
  })

const content = program.command("content").description("content syncs between environments")

content
  .command("sync")
  .description("request a sync of one content type from an environment (asks which on a terminal)")
  .option("--env <environment>", "the environment to sync from, e.g. staging")
  .option("--type <contentType>", "the content type, e.g. programs")
  .addHelpText(
    "after",
    examples("wellkit content sync --env staging --type programs", "wellkit content sync"),
  )
  .action(async (options: SyncOptions) => {
    await command(async () =>
      (await import("./commands/content.js")).requestSync({ ...globals(), ...options }),
    )
  })

content
  .command("history")
  .description("past sync requests, newest first")
  .option("--page <n>", "page number (default 1)")
  .option("--page-size <n>", "syncs per page, 1 to 100 (default 10)")
  .addHelpText(
    "after",
    examples("wellkit content history", "wellkit content history --page 2 --page-size 25"),
  )
  .action(async (options: HistoryOptions) => {
    await command(async () =>
      (await import("./commands/content.js")).syncHistory({ ...globals(), ...options }),
    )
  })

content
  .command("show <batchId>")
  .description("one sync: its items and what became of each")
  .addHelpText("after", examples("wellkit content show sync-1059", "wellkit --json content show sync-1059"))
  .action(async (batchId: string) => {
    await command(async () => (await import("./commands/content.js")).showSync(batchId, globals()))
  })

content
  .command("delete <batchId>")
  .description("delete a sync that is still queued (one that has started cannot be)")
  .addHelpText("after", examples("wellkit content delete sync-1059"))
  .action(async (batchId: string) => {
    await command(async () => (await import("./commands/content.js")).deleteSync(batchId, globals()))
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
