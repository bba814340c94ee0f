import { plainReporter, silentReporter } from "./plain-reporter.js"
import type { Reporter } from "./reporter.js"

export type ReporterMode = "live" | "plain" | "silent"

/** CLI-5: a live view on a terminal; plain lines without one or with NO_COLOR; nothing with --json. */
export const reporterMode = (options: { readonly json?: boolean }, env = process.env): ReporterMode => {
  if (options.json) return "silent"
  if (!process.stderr.isTTY || env.NO_COLOR !== undefined || env.TERM === "dumb") return "plain"
  return "live"
}

/** The live view only a terminal needs: plain and silent reporters start without it. */
export const createReporter = async (
  mode: ReporterMode,
  stream: NodeJS.WriteStream = process.stderr,
): Promise<Reporter> => {
  if (mode === "silent") return silentReporter
  if (mode === "live") return (await import("./live-reporter.js")).liveReporter(stream)
  return plainReporter(stream)
}
