import { HttpApiBuilder } from "@effect/platform"
import {
  type Account,
  AccountLocked,
  type Consent,
  type SystemParameter,
  Unauthorized,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { accountLinks } from "./account-links.js"
import { currentUser, queryParam } from "./auth.js"

const pendingConsents = (db: Db, ids: ReadonlyArray<number>) =>
  db.state.consents.filter((consent) => ids.includes(consent.consentId)) as Array<Consent>

export const sessionHandlers = (db: Db) => {
  const links = accountLinks(db)
  return HttpApiBuilder.group(WellkitApi, "session", (handlers) =>
    handlers
      .handle("login", ({ payload }) => {
        const user = db.state.users.find(
          (candidate) => candidate.emailAddress.toLowerCase() === payload.username.toLowerCase(),
        )
        if (user?.registered === false) {
          return Effect.fail(
            new Unauthorized({ message: "Finish setting up your account from your invitation e-mail." }),
          )
        }
        if (!user || user.password !== payload.password) {
          return Effect.fail(new Unauthorized({ message: "The e-mail address or password is not correct." }))
        }
        if (user.lockedText) return Effect.fail(new AccountLocked({ statusText: user.lockedText }))
        const authToken = db.openSession(user.userId)
        db.persist()
        const response = {
          adminType: user.adminType,
          userId: user.userId,
          userGuid: user.userGuid,
          authToken,
          emailAddress: user.emailAddress,
          firstName: user.firstName,
        } as Account
        return Effect.succeed({
          response,
          consents: pendingConsents(db, user.pendingConsentIds),
          updates: {
            systemParameters: (db.state.collections.systemParameters?.items ?? [])
              .filter((parameter) => parameter.entityId === user.entityId)
              .map(({ entityId: _entityId, ...parameter }) => parameter as unknown as SystemParameter),
          },
          invites: [],
        })
      })
      .handle("logout", ({ request }) =>
        Effect.sync(() => {
          const token = queryParam(request, "authToken")
          if (token) delete db.state.sessions[token]
          db.persist()
        }),
      )
      .handle("getConsents", ({ request }) =>
        Effect.map(currentUser(db, request), (user) => pendingConsents(db, user.pendingConsentIds)),
      )
      .handle("saveConsent", ({ request, payload }) =>
        Effect.map(currentUser(db, request), (user) => {
          user.pendingConsentIds = user.pendingConsentIds.filter((id) => id !== payload.consentId)
          db.state.consentAnswers.push({ ...payload })
          db.persist()
        }),
      )
      .handle("userFunctions", ({ request }) =>
        Effect.map(currentUser(db, request), (user) => [...user.functions]),
      )
      .handle("resendRegistrationEmail", ({ payload }) => links.resendRegistrationEmail(payload))
      .handle("validateRegistrationToken", ({ payload }) => links.validateRegistrationToken(payload))
      .handle("completeRegistration", ({ payload }) => links.completeRegistration(payload))
      .handle("forgotPassword", ({ payload }) => links.forgotPassword(payload))
      .handle("validateResetToken", ({ payload }) => links.validateResetToken(payload))
      .handle("resetPassword", ({ payload }) => links.resetPassword(payload))
      .handle("sendVerification", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), () => links.sendVerification(payload)),
      )
      .handle("checkAuthState", ({ request }) =>
        Effect.succeed({ authenticated: db.userByToken(queryParam(request, "authToken")) !== undefined }),
      ),
  )
}
