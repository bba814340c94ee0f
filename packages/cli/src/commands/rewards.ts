import { readFileSync, statSync } from "node:fs"
import { basename } from "node:path"
import { formatBytes, REWARD_FILE, successText } from "@wellkit/core"
import { type GlobalOptions, makeContext, requireSession, UsageError } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { printJson } from "../run.js"

/** CLI-3, ADM-17: uploads a reward file and prints the 24-hour processing notice. */
export const uploadRewards = async (file: string, options: GlobalOptions): Promise<ExitCode> => {
  let content: string
  try {
    const size = statSync(file).size
    // The portal's limit, refused before sending; the API refuses larger files too.
    if (size > REWARD_FILE.maxBytes)
      throw new UsageError(
        `${file} is larger than ${formatBytes(REWARD_FILE.maxBytes)}; split it into smaller files.`,
      )
    content = readFileSync(file, "utf8")
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    )
  }
  if (content.trim() === "") throw new UsageError(`${file} is empty.`)
  const context = makeContext(options)
  requireSession(context)
  try {
    const { receipt, toast } = await context.client.rewardFiles.upload({ fileName: basename(file), content })
    const title = successText(toast.title)
    const message = successText(toast.message)
    if (options.json) printJson({ ok: true, ...receipt, message })
    else
      process.stdout.write(
        `${title} ${message}\n  ${receipt.fileName}, ${receipt.bytes} bytes, file ${receipt.fileId}\n`,
      )
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}
