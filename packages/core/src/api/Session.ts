import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { EMAIL_PATTERN } from "../forms/email.js"
import { ErrorKeys, Public, Safe } from "./annotations.js"
import { AccountLockedText, Unauthorized } from "./errors.js"
import { ConsentId, SystemParameterId, UserId } from "./ids.js"

/** adminType 5 is staff (noap), 8 an organization admin with the notification hub (NAV-2, RT-2). */
export const Account = Schema.Struct({
  adminType: Schema.Int,
  userId: UserId,
  userGuid: Schema.String,
  authToken: Schema.String,
  emailAddress: Schema.String,
  firstName: Schema.String,
})
export type Account = typeof Account.Type

export const Consent = Schema.Struct({
  consentId: ConsentId,
  /** HTML: sanitise before rendering. */
  consentLanguage: Schema.String,
})
export type Consent = typeof Consent.Type

export const ConsentAnswer = Schema.Struct({ consentId: ConsentId, userId: UserId, accepted: Schema.Boolean })
export type ConsentAnswer = typeof ConsentAnswer.Type

export const SystemParameter = Schema.Struct({
  systemParameterId: SystemParameterId,
  name: Schema.String,
  value: Schema.NullOr(Schema.String),
})
export type SystemParameter = typeof SystemParameter.Type

const Updates = Schema.Struct({
  patientSummary: Schema.optional(Schema.Unknown),
  messageSet: Schema.optional(Schema.Unknown),
  tipSet: Schema.optional(Schema.Unknown),
  vLearning: Schema.optional(Schema.Unknown),
  community: Schema.optional(Schema.Unknown),
  activities: Schema.optional(Schema.Unknown),
  chart: Schema.optional(Schema.Unknown),
  systemParameters: Schema.optional(Schema.Array(SystemParameter)),
})

export const LoginResponse = Schema.Struct({
  response: Account,
  consents: Schema.Array(Consent),
  updates: Updates,
  invites: Schema.Array(Schema.Unknown),
})
export type LoginResponse = typeof LoginResponse.Type

export const Credentials = Schema.Struct({
  username: Schema.Trim.pipe(Schema.nonEmptyString()),
  password: Schema.String.pipe(Schema.nonEmptyString()),
})
export type Credentials = typeof Credentials.Type

export const login = HttpApiEndpoint.post("login", "/session/login")
  .setPayload(Credentials)
  .addSuccess(LoginResponse)
  .addError(AccountLockedText)
  .addError(Unauthorized)
  .annotate(Public, true)
  .annotate(Safe, true)
  .annotate(ErrorKeys, { key: "ERRORS.LOGIN_FAILED", byStatus: { 401: "ERRORS.LOGIN_INVALID" } })

export const logout = HttpApiEndpoint.post("logout", "/session/logout")
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(ErrorKeys, { key: "ERRORS.LOGOUT_FAILED" })

export const getConsents = HttpApiEndpoint.get("getConsents", "/session/consents")
  .addSuccess(Schema.Array(Consent))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CONSENTS_FAILED" })

export const saveConsent = HttpApiEndpoint.post("saveConsent", "/session/consents")
  .setPayload(ConsentAnswer)
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_CONSENT_FAILED" })

/** The function codes of the signed-in user, e.g. DIY or MEMBER_DEMOGRAPHIC_VIEW (NAV-3..5). */
export const userFunctions = HttpApiEndpoint.get("userFunctions", "/session/functions")
  .addSuccess(Schema.Array(Schema.String))
  .annotate(ErrorKeys, { key: "ERRORS.GET_USER_FUNCTIONS_FAILED" })

/** Our rule (the spec shows none): at least 8 characters, with a letter and a digit. */
export const NewPassword = Schema.String.pipe(
  Schema.minLength(8, { message: () => "Use at least 8 characters." }),
  Schema.maxLength(128, { message: () => "Use at most 128 characters." }),
  Schema.pattern(/[A-Za-z]/, { message: () => "Include at least one letter." }),
  Schema.pattern(/\d/, { message: () => "Include at least one digit." }),
)

export const TokenLink = Schema.Struct({ token: Schema.String.pipe(Schema.nonEmptyString()), userId: UserId })
export type TokenLink = typeof TokenLink.Type
export const SetPassword = Schema.Struct({ ...TokenLink.fields, password: NewPassword })
export type SetPassword = typeof SetPassword.Type
const EmailAddress = Schema.Trim.pipe(
  Schema.pattern(EMAIL_PATTERN, {
    message: () => "Enter an e-mail address like name@example.com.",
  }),
)

/** A registration or reset link that is unknown, used or expired. */
export class InvalidLink extends Schema.TaggedError<InvalidLink>()(
  "InvalidLink",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 400 }),
) {}

export const resendRegistrationEmail = HttpApiEndpoint.post(
  "resendRegistrationEmail",
  "/session/registration/resend",
)
  .setPayload(Schema.Struct({ userId: UserId }))
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(Public, true)
  .annotate(ErrorKeys, { key: "ERRORS.RESEND_REGISTRATION_FAILED" })

export const validateRegistrationToken = HttpApiEndpoint.post(
  "validateRegistrationToken",
  "/session/registration/validate",
)
  .setPayload(TokenLink)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(InvalidLink)
  .annotate(Public, true)
  .annotate(Safe, true)
  .annotate(ErrorKeys, { key: "ERRORS.VALIDATE_LINK_FAILED", byStatus: { 400: "ERRORS.LINK_INVALID" } })

/** Sets the first password; answers the e-mail address to sign in with (SES-10). */
export const completeRegistration = HttpApiEndpoint.post(
  "completeRegistration",
  "/session/registration/complete",
)
  .setPayload(SetPassword)
  .addSuccess(Schema.Struct({ emailAddress: Schema.String }))
  .addError(InvalidLink)
  .annotate(Public, true)
  .annotate(ErrorKeys, {
    key: "ERRORS.COMPLETE_REGISTRATION_FAILED",
    byStatus: { 400: "ERRORS.LINK_INVALID" },
  })

/** Always 204, known address or not, so the form cannot be used to find accounts. */
export const forgotPassword = HttpApiEndpoint.post("forgotPassword", "/session/password/forgot")
  .setPayload(Schema.Struct({ email: EmailAddress }))
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(Public, true)
  .annotate(ErrorKeys, { key: "ERRORS.FORGOT_PASSWORD_FAILED" })

export const validateResetToken = HttpApiEndpoint.post("validateResetToken", "/session/password/validate")
  .setPayload(TokenLink)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(InvalidLink)
  .annotate(Public, true)
  .annotate(Safe, true)
  .annotate(ErrorKeys, { key: "ERRORS.VALIDATE_LINK_FAILED", byStatus: { 400: "ERRORS.LINK_INVALID" } })

export const resetPassword = HttpApiEndpoint.post("resetPassword", "/session/password/reset")
  .setPayload(SetPassword)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(InvalidLink)
  .annotate(Public, true)
  .annotate(ErrorKeys, { key: "ERRORS.RESET_PASSWORD_FAILED", byStatus: { 400: "ERRORS.LINK_INVALID" } })

export const sendVerification = HttpApiEndpoint.post("sendVerification", "/session/verification")
  .setPayload(Schema.Struct({ emailAddress: EmailAddress }))
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(ErrorKeys, { key: "ERRORS.SEND_VERIFICATION_FAILED" })

/** Whether the stored token still opens a session. */
export const checkAuthState = HttpApiEndpoint.get("checkAuthState", "/session/state")
  .addSuccess(Schema.Struct({ authenticated: Schema.Boolean }))
  .annotate(Public, true)
  .annotate(ErrorKeys, { key: "ERRORS.CHECK_AUTH_STATE_FAILED" })

export class SessionApi extends HttpApiGroup.make("session")
  .add(login)
  .add(logout)
  .add(getConsents)
  .add(saveConsent)
  .add(userFunctions)
  .add(resendRegistrationEmail)
  .add(validateRegistrationToken)
  .add(completeRegistration)
  .add(forgotPassword)
  .add(validateResetToken)
  .add(resetPassword)
  .add(sendVerification)
  .add(checkAuthState)
  .addError(Unauthorized) {}
