import type { BatchId } from "@wellkit/core"
import { countsText, statusLabels } from "@wellkit/core/users"
import { type GlobalOptions, makeContext, requireSession, UsageError } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { printJson } from "../run.js"
import { rowsText } from "../ui/format.js"
import { parseOrg } from "./org.js"

interface OrgOptions extends GlobalOptions {
  readonly org?: string
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ")

/** POR-17 from a terminal: the organization's batch uploads, newest first. */
export const listBatches = async (options: OrgOptions): Promise<ExitCode> => {
  const entityId = parseOrg(options.org)
  const context = makeContext(options)
  requireSession(context)
  try {
    const batches = await context.client.batches.list(entityId)
    if (options.json) printJson({ ok: true, organizationId: entityId, batches })
    else if (batches.length === 0)
      process.stdout.write(`Organization ${entityId} has no batch uploads yet.\n`)
    else
      process.stdout.write(
        `${batches
          .map(
            (batch) =>
              `${batch.batchId.padEnd(14)} ${when(batch.uploadedAt)}  ${statusLabels[batch.status].padEnd(22)} ${batch.fileName}  (${rowsText(batch.rowCount)}: ${countsText(batch)})`,
          )
          .join("\n")}\n`,
      )
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}

/** POR-17: one batch, with the outcome of every row that did not simply go through. */
export const showBatch = async (batchId: string, options: OrgOptions): Promise<ExitCode> => {
  const entityId = parseOrg(options.org)
  if (!batchId.trim()) throw new UsageError("Name the batch: wellkit users batch BATCH_ID --org ID.")
  const context = makeContext(options)
  requireSession(context)
  try {
    const batch = await context.client.batches.get(entityId, batchId.trim() as BatchId)
    if (options.json) printJson({ ok: true, batch })
    else {
      const failed = batch.rows.filter((row) => row.outcome === "failed")
      process.stdout.write(
        `${[
          `Batch ${batch.batchId}: ${batch.fileName}`,
          `  uploaded ${when(batch.uploadedAt)} by ${batch.uploadedBy}`,
          `  ${statusLabels[batch.status]}: ${rowsText(batch.rowCount)}, ${countsText(batch)}`,
          ...(failed.length > 0 ? ["Failed rows:"] : []),
          ...failed.map((row) => `  line ${row.line}, ${row.emailAddress}: ${row.reason ?? "failed"}`),
        ].join("\n")}\n`,
      )
    }
    return ExitCode.ok
  } finally {
    await context.client.dispose()
  }
}
