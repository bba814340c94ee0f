import { AuthError, type GlobalOptions } from "./api-target.js"
import { ExitCode } from "./exit-codes.js"
import { UsageError } from "./settings.js"

/** CLI-5: with --json, one document on stdout and nothing else. */
export const printJson = (document: unknown) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`)

/**
 * Runs a command's body and turns its failures into the catalogue's text on
 * stderr and the exit code of their kind. Usage errors pass through to main.
 */
export const runCommand = async (
  options: GlobalOptions,
  body: () => Promise<ExitCode>,
): Promise<ExitCode> => {
  try {
    return await body()
  } catch (error) {
    if (error instanceof AuthError) {
      process.stderr.write(`${error.message}\n`)
      if (options.json) printJson({ ok: false, error: error.message })
      return ExitCode.auth
    }
    if (error instanceof UsageError) throw error
    // Loaded only now: a command whose work is local until it is done (the batch
    // check) must not hold the SDK in memory meanwhile. An AppError comes from
    // the SDK, so whenever there is one the SDK is loaded already.
    const [{ AppError }, { errorText, exitCodeFor }] = await Promise.all([
      import("@wellkit/core"),
      import("./context.js"),
    ])
    if (error instanceof AppError) {
      const text = errorText(error)
      process.stderr.write(`${text}\n`)
      if (options.json) printJson({ ok: false, error: text, status: error.status ?? null })
      return exitCodeFor(error)
    }
    throw error
  }
}

/** The first Ctrl-C aborts the signal so the command can stop cleanly; a second one quits at once. */
export const interruptSignal = () => {
  const controller = new AbortController()
  const onInterrupt = () => {
    if (controller.signal.aborted) process.exit(ExitCode.interrupted)
    controller.abort()
  }
  process.on("SIGINT", onInterrupt)
  return { signal: controller.signal, dispose: () => process.off("SIGINT", onInterrupt) }
}
