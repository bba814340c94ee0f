import {
  AppError,
  type ContentEnvironment,
  type ContentType,
  SYNC_HISTORY_DEFAULTS,
  type SyncStatus,
  successText,
} from "@wellkit/core"
import contentTexts from "@wellkit/core/content/en.json" with { type: "json" }
import { errorText, type GlobalOptions, makeContext, requireSession, UsageError } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { prompt } from "../prompt.js"
import { printJson } from "../run.js"

export interface SyncOptions extends GlobalOptions {
  readonly env?: string
  readonly type?: string
}

const choices = <A>(items: ReadonlyArray<A>, id: (item: A) => string, name: (item: A) => string) =>
  items.map((item, index) => `  ${index + 1}. ${id(item)} (${name(item)})`).join("\n")

/** On a terminal, asks which one; elsewhere, a missing or unknown value is a usage error naming the choices. */
const pick = async <A>(
  what: string,
  flag: string,
  given: string | undefined,
  items: ReadonlyArray<A>,
  id: (item: A) => string,
  name: (item: A) => string,
): Promise<A> => {
  if (given !== undefined) {
    const found = items.find((item) => id(item) === given)
    if (found) return found
    throw new UsageError(`There is no ${what} "${given}". Choose one of:\n${choices(items, id, name)}`)
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    throw new UsageError(`Pass ${flag}. The ${what}s are:\n${choices(items, id, name)}`)
  process.stdout.write(`Which ${what}?\n${choices(items, id, name)}\n`)
  for (;;) {
    const answer = (await prompt(`Number or id [1-${items.length}]: `)).trim()
    const byNumber = items[Number(answer) - 1]
    const found = /^\d+$/.test(answer) && byNumber ? byNumber : items.find((item) => id(item) === answer)
    if (found) return found
    process.stdout.write(`"${answer}" is not one of them.\n`)
  }
}

/** CLI-4: asks the server to sync one content type from an environment. */
export const requestSync = async (options: SyncOptions): Promise<ExitCode> => {
  const context = makeContext(options)
  requireSession(context)
  try {
    const [environments, types] = await Promise.all([
      context.client.content.environments(),
      context.client.content.types(),
    ])
    const environment = await pick<ContentEnvironment>(
      "environment",
      "--env ENV",
      options.env,
      environments,
      (e) => e.environmentId,
      (e) => e.name,
    )
    const type = await pick<ContentType>(
      "content type",
      "--type TYPE",
      options.type,
      types,
      (t) => t.contentTypeId,
      (t) => t.name,
    )
    const { record, toast } = await context.client.content.requestSync({
      environmentId: environment.environmentId,
      contentTypeId: type.contentTypeId,
    })
    if (options.json) printJson({ ok: true, sync: record })
    else
      process.stdout.write(
        `${successText(toast.title)} ${successText(toast.message)}\n  ${type.name} from ${environment.name}: sync ${record.batchId}\n`,
      )
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}

export interface HistoryOptions extends GlobalOptions {
  readonly page?: string
  readonly pageSize?: string
}

const positive = (
  flag: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) => {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < 1 || n > max)
    throw new UsageError(`${flag} takes a whole number from 1 to ${max}.`)
  return n
}

/** CLI-4, ADM-16: one page of the sync history, page 1 of 10 unless asked otherwise. */
export const syncHistory = async (options: HistoryOptions): Promise<ExitCode> => {
  const pageNumber = positive("--page", options.page, SYNC_HISTORY_DEFAULTS.pageNumber)
  const pageSize = positive("--page-size", options.pageSize, SYNC_HISTORY_DEFAULTS.pageSize, 100)
  const context = makeContext(options)
  requireSession(context)
  try {
    const history = await context.client.content.history({ pageNumber, pageSize })
    const pages = Math.max(1, Math.ceil(history.totalRecordCount / history.pageSize))
    if (options.json) printJson({ ok: true, ...history, pages })
    else {
      const rows = history.items.map(
        (item) =>
          `${item.batchId.padEnd(14)} ${item.requestedAt.slice(0, 16).replace("T", " ")}  ${item.environmentId.padEnd(10)} ${item.contentTypeId.padEnd(14)} ${statusWord(item.status).padEnd(9)} ${item.itemCount ?? "-"} items  ${item.requestedBy}`,
      )
      process.stdout.write(
        `${[...(rows.length > 0 ? rows : ["No syncs on this page."]), `Page ${history.pageNumber} of ${pages} (${history.totalRecordCount} syncs)`].join("\n")}\n`,
      )
    }
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}

/** CLI-5: an unknown sync and a refused delete have exit codes of their own; anything else is runCommand's. */
const namedSync = async (options: GlobalOptions, body: () => Promise<ExitCode>): Promise<ExitCode> => {
  try {
    return await body()
  } catch (error) {
    const code =
      error instanceof AppError
        ? error.status === 404
          ? ExitCode.notFound
          : error.status === 409
            ? ExitCode.refused
            : undefined
        : undefined
    if (code === undefined || !(error instanceof AppError)) throw error
    const text = errorText(error)
    process.stderr.write(`${text}\n`)
    if (options.json) printJson({ ok: false, error: text, status: error.status })
    return code
  }
}

const statusWord = (status: SyncStatus) => contentTexts.contentSync.status[status]
const when = (iso: string) => iso.slice(0, 16).replace("T", " ")

/** One sync with its items and what became of each. */
export const showSync = async (batchId: string, options: GlobalOptions): Promise<ExitCode> => {
  const context = makeContext(options)
  requireSession(context)
  try {
    return await namedSync(options, async () => {
      const sync = await context.client.content.details(batchId)
      if (options.json) printJson({ ok: true, sync })
      else {
        const items = sync.items.map(
          (item) =>
            `  ${item.itemId.padEnd(16)} ${item.name.padEnd(34)} ${contentTexts.contentSync.outcome[item.outcome]}${item.reason ? ` (${item.reason})` : ""}`,
        )
        process.stdout.write(
          `${[
            `Sync ${sync.batchId}: ${sync.contentTypeId} from ${sync.environmentId}, ${sync.syncTypeId === "full" ? "everything of the type" : "selected items"}`,
            `Status: ${statusWord(sync.status)}. Requested ${when(sync.requestedAt)} by ${sync.requestedBy}.`,
            `Items (${sync.items.length}):`,
            ...(items.length > 0 ? items : ["  none named: the sync copies everything of its type"]),
          ].join("\n")}\n`,
        )
      }
      return ExitCode.ok
    })
  } finally {
    await context.client.dispose()
  }
}

/** Deletes a queued sync; one that has started is refused in the server's words (exit 8). */
export const deleteSync = async (batchId: string, options: GlobalOptions): Promise<ExitCode> => {
  const context = makeContext(options)
  requireSession(context)
  try {
    return await namedSync(options, async () => {
      const { toast } = await context.client.content.deleteSync(batchId)
      if (options.json) printJson({ ok: true, deleted: batchId })
      else process.stdout.write(`${successText(toast.title)} ${successText(toast.message)}\n  ${batchId}\n`)
      return ExitCode.ok
    })
  } finally {
    await context.client.dispose()
  }
}
