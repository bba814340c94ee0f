import type { HttpServerRequest } from "@effect/platform"
import { Unauthorized } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"

export const queryParam = (request: HttpServerRequest.HttpServerRequest, name: string): string | null =>
  new URL(request.url, "http://sandbox").searchParams.get(name)

/** The signed-in user of a call, from its authToken query parameter (HTTP-1). */
export const currentUser = (db: Db, request: HttpServerRequest.HttpServerRequest) => {
  const user = db.userByToken(queryParam(request, "authToken"))
  return user
    ? Effect.succeed(user)
    : Effect.fail(new Unauthorized({ message: "Your session has ended. Please sign in again." }))
}
