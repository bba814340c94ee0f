import { HttpApiBuilder } from "@effect/platform"
import { WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "./auth.js"

export const entityHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "entities", (handlers) =>
    handlers.handle("list", ({ request }) =>
      Effect.map(currentUser(db, request), () => [...db.state.entities]),
    ),
  )
