import { HttpApiBuilder } from "@effect/platform"
import { WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { faqs, supportInfo } from "../seed-support.js"
import { currentUser } from "./auth.js"

const plain = (html: string) => html.replace(/<[^>]*>/g, " ")

export const supportHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "support", (handlers) =>
    handlers
      .handle("info", ({ request }) => Effect.as(currentUser(db, request), supportInfo))
      .handle("faqs", ({ request, urlParams }) =>
        Effect.map(currentUser(db, request), () => {
          const words = (urlParams.searchText ?? "").toLowerCase().split(/\s+/).filter(Boolean)
          return faqs.filter((faq) => {
            const text = `${faq.category} ${faq.question} ${plain(faq.answer)}`.toLowerCase()
            return words.every((word) => text.includes(word))
          })
        }),
      )
      .handle("contact", ({ request, payload }) =>
        Effect.map(currentUser(db, request), (user) => {
          db.state.contactMessages.push({
            ...payload,
            from: user.emailAddress,
            receivedAt: new Date().toISOString(),
          })
          db.persist()
        }),
      ),
  )
