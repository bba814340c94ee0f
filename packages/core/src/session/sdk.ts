import type { EntityId, UserId } from "../api/ids.js"
import type { Consent, ConsentAnswer, Credentials, SetPassword, TokenLink } from "../api/Session.js"
import type { Run } from "../layer.js"
import type { LogoutReason } from "../ports/TabChannel.js"
import * as Links from "./links.js"
import * as Session from "./Session.js"
import * as Tabs from "./tabs.js"

const methods = (run: Run) => ({
  /**
   * Signs in (SES-1); the session is kept in the `sessionStore`. Resolves with the account and its pending consents.
   * @example const { account, consents } = await wellkit.session.login({ username: "ada@example.com", password: "secret" })
   */
  login: (credentials: Credentials) => run(Session.login(credentials)),
  /**
   * Signs out: the API forgets the token; the session and the cached lists are cleared.
   * @example await wellkit.session.logout()
   */
  logout: () => run(Session.logout),
  /**
   * IDLE-5: signs out because the user was idle; other tabs are told why, so they explain it too.
   * @example await wellkit.session.idleLogout()
   */
  idleLogout: () => run(Session.idleLogout),
  /**
   * The signed-in user's consents.
   * @example const consents = await wellkit.session.consents()
   */
  consents: () => run(Session.consents),
  /**
   * Saves one answer to a consent.
   * @example await wellkit.session.saveConsent({ consentId: consent.consentId, userId: account.userId, accepted: true })
   */
  saveConsent: (answer: ConsentAnswer) => run(Session.saveConsent(answer)),
  /**
   * Accepts or declines a consent for the signed-in user and updates the stored session.
   * @example await wellkit.session.answerConsent(consents[0], true)
   */
  answerConsent: (consent: Consent, accepted: boolean) => run(Session.answerConsent(consent, accepted)),
  /**
   * Checks an invitation link's token before the registration form is shown.
   * @example await wellkit.session.validateRegistrationLink({ token, userId })
   */
  validateRegistrationLink: (link: TokenLink) => run(Links.validateRegistrationLink(link)),
  /**
   * Sets the invited user's first password.
   * @example await wellkit.session.completeRegistration({ token, userId, password: "n3w-password" })
   */
  completeRegistration: (payload: SetPassword) => run(Links.completeRegistration(payload)),
  /**
   * Sends the invitation e-mail again.
   * @example await wellkit.session.resendRegistrationEmail(userId)
   */
  resendRegistrationEmail: (userId: UserId) => run(Links.resendRegistrationEmail(userId)),
  /**
   * Sends a password-reset link to the address.
   * @example await wellkit.session.forgotPassword("ada@example.com")
   */
  forgotPassword: (email: string) => run(Links.forgotPassword(email)),
  /**
   * Checks a password-reset link's token before the new-password form is shown.
   * @example await wellkit.session.validateResetLink({ token, userId })
   */
  validateResetLink: (link: TokenLink) => run(Links.validateResetLink(link)),
  /**
   * Sets a new password from a reset link.
   * @example await wellkit.session.resetPassword({ token, userId, password: "n3w-password" })
   */
  resetPassword: (payload: SetPassword) => run(Links.resetPassword(payload)),
  /**
   * Sends the address a verification e-mail.
   * @example await wellkit.session.sendVerification("ada@example.com")
   */
  sendVerification: (emailAddress: string) => run(Links.sendVerification(emailAddress)),
  /**
   * Whether the API still accepts the stored session's token.
   * @example if (!(await wellkit.session.checkAuthState())) await wellkit.session.logout()
   */
  checkAuthState: () => run(Links.checkAuthState),
  /**
   * SES-8: waits up to 1 s for another tab's session.
   * @example if (!sessionStore.get()) await wellkit.session.askOtherTabs()
   */
  askOtherTabs: () => run(Tabs.askOtherTabs),
  /**
   * SES-8, SES-9: answers other tabs and follows their logouts, with the reason ("user" or "idle"); returns the stop function.
   * @example const stop = await wellkit.session.serveOtherTabs((reason) => location.assign(reason === "idle" ? "/auth/login?idle=1" : "/auth/login"))
   */
  serveOtherTabs: (onLogout: (reason: LogoutReason) => void) => run(Tabs.serveOtherTabs(onLogout)),
  /**
   * The organization's system parameters (the inactivity timeout among them).
   * @example const parameters = await wellkit.session.systemParameters(entityId)
   */
  systemParameters: (entityId: EntityId) => run(Session.systemParameters(entityId)),
  /**
   * The signed-in user's function codes, which decide the screens they may open.
   * @example const functions = await wellkit.session.userFunctions()
   */
  userFunctions: () => run(Session.userFunctions),
})

/**
 * `wellkit.session`: sign-in, consents, account links and the session shared by tabs. An interface,
 * not the inferred type: declaration files would inline that type without the methods' JSDoc.
 */
export interface SessionSdk extends ReturnType<typeof methods> {}

/** `wellkit.session`, run by the client's runtime; every method rejects with an AppError. */
export const sessionSdk = (run: Run): SessionSdk => methods(run)
