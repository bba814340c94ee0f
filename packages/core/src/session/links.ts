import { Effect } from "effect"
import type { UserId } from "../api/ids.js"
import * as Api from "../api/Session.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import type { Redirect } from "../navigation/redirect.js"
import { login } from "./Session.js"

const withLink = (path: string, link: Api.TokenLink): Redirect => ({
  path,
  params: { token: link.token, userId: String(link.userId) },
  replace: true,
})

/** SES-10: a valid registration link continues to /auth/complete with its token and user. */
export const afterRegistrationLink = (link: Api.TokenLink): Redirect => withLink("/auth/complete", link)
/** SES-11: a valid reset link continues to /auth/reset with its token and user. */
export const afterResetLink = (link: Api.TokenLink): Redirect => withLink("/auth/reset", link)
/** SES-11: after a reset the user signs in with the new password. */
export const afterPasswordReset: { readonly redirect: Redirect; readonly toast: SuccessToast } = {
  redirect: { path: "/auth/login", replace: true },
  toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.PASSWORD_CHANGED" },
}

/** Links arrive as query text; an incomplete one is treated as invalid without asking the API. */
export const linkFrom = (token: string | null, userId: string | null): Api.TokenLink | undefined => {
  const id = Number(userId)
  return token && Number.isInteger(id) && id > 0 ? { token, userId: id as UserId } : undefined
}

export const validateRegistrationLink = (link: Api.TokenLink) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.validateRegistrationToken, client.session.validateRegistrationToken({ payload: link })),
  ).pipe(Effect.as(afterRegistrationLink(link)))

/** SES-10: sets the first password, then signs in with the e-mail address the API answers. */
export const completeRegistration = (payload: Api.SetPassword) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const { emailAddress } = yield* call(
      Api.completeRegistration,
      client.session.completeRegistration({ payload }),
    )
    return yield* login({ username: emailAddress, password: payload.password })
  })

export const resendRegistrationEmail = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.resendRegistrationEmail, client.session.resendRegistrationEmail({ payload: { userId } })),
  )

export const forgotPassword = (email: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.forgotPassword, client.session.forgotPassword({ payload: { email } })),
  )

export const validateResetLink = (link: Api.TokenLink) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.validateResetToken, client.session.validateResetToken({ payload: link })),
  ).pipe(Effect.as(afterResetLink(link)))

export const resetPassword = (payload: Api.SetPassword) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.resetPassword, client.session.resetPassword({ payload })),
  ).pipe(Effect.as(afterPasswordReset))

/** SES-12 */
export const sendVerification = (emailAddress: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.sendVerification, client.session.sendVerification({ payload: { emailAddress } })),
  )

/** SES-12: whether the stored token still opens a session. */
export const checkAuthState = Effect.flatMap(ApiClient, (client) =>
  call(Api.checkAuthState, client.session.checkAuthState()),
).pipe(Effect.map((state) => state.authenticated))
