import { Effect } from "effect"
import type { EntityId } from "../api/ids.js"
import * as Api from "../api/Session.js"
import { systemParameterEndpoints } from "../api/SystemParameters.js"
import { SessionCaches } from "../cache/SessionCaches.js"
import { ApiClient } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import { afterLoginPath } from "../navigation/home.js"
import { SessionStore } from "../ports/SessionStore.js"
import type { LogoutReason } from "../ports/TabChannel.js"
import { afterConsentAnswer } from "./consents.js"
import { recordAction } from "./idle.js"
import { asLoginError, lockedLoginError } from "./rules.js"
import { announceLogout } from "./tabs.js"

/**
 * SES-1: logs in, keeps account and consents in the session store, and says
 * where to go next (SES-2, NAV-2).
 */
export const login = (credentials: Api.Credentials) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const store = yield* SessionStore
    const raw = client.session
      .login({ payload: credentials })
      .pipe(Effect.catchTag("AccountLocked", (locked) => Effect.fail(lockedLoginError(locked.statusText))))
    const result = yield* call(Api.login, raw).pipe(Effect.mapError(asLoginError))
    store.set({ account: result.response, consents: result.consents })
    // The guards need the user's functions; without them the portal would refuse every section.
    const functions = yield* call(Api.userFunctions, client.session.userFunctions()).pipe(
      Effect.tapError(() => Effect.sync(() => store.clear())),
      Effect.mapError(asLoginError),
    )
    const systemParameters = result.updates.systemParameters ?? []
    store.set({ account: result.response, consents: result.consents, functions, systemParameters })
    // A fresh session starts active, whatever an earlier one left in shared storage (IDLE-4).
    yield* recordAction
    return {
      account: result.response,
      consents: result.consents,
      functions,
      systemParameters,
      next: afterLoginPath(result.response.adminType, result.consents.length),
    }
  })

const endSession = (reason: LogoutReason) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const store = yield* SessionStore
    const caches = yield* SessionCaches
    const session = store.get()
    if (!session) return
    yield* call(Api.logout, client.session.logout()).pipe(Effect.ignore)
    store.clear()
    caches.clear()
    yield* announceLogout(session, reason)
  })

/**
 * SES-5, SES-9: ends the session here and in the other tabs, and drops every
 * cached list, even when the API cannot be reached.
 */
export const logout = endSession("user")

/** IDLE-5: the same, and the other tabs are told it was the idle timeout, so each explains it. */
export const idleLogout = endSession("idle")

export const consents = Effect.flatMap(ApiClient, (client) =>
  call(Api.getConsents, client.session.getConsents()),
)

export const saveConsent = (answer: Api.ConsentAnswer) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.saveConsent, client.session.saveConsent({ payload: answer })),
  )

export const systemParameters = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(systemParameterEndpoints.list, client.systemParameters.list({ path: { entityId } })),
  )

export const userFunctions = Effect.flatMap(ApiClient, (client) =>
  call(Api.userFunctions, client.session.userFunctions()),
)

/**
 * SES-3, SES-4: saves the answer to the current consent, then says what comes
 * next. A decline ends the session after the answer is saved.
 */
export const answerConsent = (consent: Api.Consent, accepted: boolean) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const store = yield* SessionStore
    const session = store.get()
    if (!session) return { kind: "logout" } as const
    yield* call(
      Api.saveConsent,
      client.session.saveConsent({
        payload: { consentId: consent.consentId, userId: session.account.userId, accepted },
      }),
    )
    const step = afterConsentAnswer(session.consents, consent.consentId, accepted)
    if (step.kind === "logout") yield* logout
    else store.set({ ...session, consents: step.kind === "next" ? step.remaining : [] })
    return step
  })
