import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, formatBytes, REWARD_FILE, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "./auth.js"

export const rewardFileHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "rewardFiles", (handlers) =>
    handlers.handle("upload", ({ request, payload }) =>
      Effect.flatMap(currentUser(db, request), (user) => {
        const bytes = Buffer.byteLength(payload.content, "utf8")
        if (payload.content.trim() === "")
          return Effect.fail(new BadRequest({ message: `${payload.fileName} is empty.` }))
        // The limit the portal and the command line check first, as a real upload limit would refuse.
        if (bytes > REWARD_FILE.maxBytes)
          return Effect.fail(
            new BadRequest({
              message: `${payload.fileName} is larger than ${formatBytes(REWARD_FILE.maxBytes)}.`,
            }),
          )
        const receipt = {
          fileId: `rf-${randomUUID().slice(0, 8)}`,
          fileName: payload.fileName,
          bytes,
          receivedAt: new Date().toISOString(),
        }
        db.state.rewardFiles.push({ ...receipt, uploadedBy: user.emailAddress })
        db.persist()
        return Effect.succeed(receipt)
      }),
    ),
  )
