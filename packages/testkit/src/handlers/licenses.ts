import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, type License, NotFound, WellkitApi } from "@wellkit/core"
import { isCalendarDate, notACalendarDate } from "@wellkit/core/forms/dates"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { products } from "../seed-licenses.js"
import { currentUser } from "./auth.js"

const missing = () => new NotFound({ message: "There is no such license." })

export const licenseHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "licenses", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        Effect.map(currentUser(db, request), () =>
          db.state.licenses.filter((license) => license.organizationId === path.organizationId),
        ),
      )
      .handle("get", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const license = db.state.licenses.find((l) => l.licenseId === path.licenseId)
          return license ? Effect.succeed(license) : Effect.fail(missing())
        }),
      )
      .handle("save", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<License, NotFound | BadRequest> => {
          const license = db.state.licenses.find((l) => l.licenseId === path.licenseId)
          if (!license) return Effect.fail(missing())
          // The real API keeps dates in the past out of reach: they would bill days already gone.
          const date = payload.activationDate
          if (date !== null && !isCalendarDate(date))
            return Effect.fail(new BadRequest({ message: notACalendarDate(date) }))
          const saved = { ...license, ...payload } as License
          db.state.licenses = db.state.licenses.map((l) => (l === license ? saved : l))
          db.persist()
          return Effect.succeed(saved)
        }),
      )
      .handle("product", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const product = products.find((p) => p.productId === path.productId)
          return product
            ? Effect.succeed(product)
            : Effect.fail(new NotFound({ message: "There is no such product." }))
        }),
      ),
  )
