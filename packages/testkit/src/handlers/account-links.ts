import { randomBytes } from "node:crypto"
import { InvalidLink, type SetPassword, type TokenLink } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { SandboxUser } from "../state.js"

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
const invalid = () => new InvalidLink({ message: "This link is no longer valid." })
const newToken = () => randomBytes(12).toString("hex")

/** A password-reset link to the user's address, good for an hour. */
export const mailResetLink = (db: Db, user: SandboxUser) => {
  const token = newToken()
  db.state.resetTokens[token] = { userId: user.userId, expiresAt: Date.now() + RESET_LINK_LIFETIME_MS }
  db.mail(
    user.emailAddress,
    "Reset your wellkit password",
    `/passwordreset?token=${token}&userId=${user.userId}`,
  )
  db.persist()
}

/** Registration and password-reset links, as the real API would handle them (SES-10..12). */
export const accountLinks = (db: Db) => {
  const registrationUser = ({ token, userId }: TokenLink) =>
    db.state.registrationTokens[token] === userId
      ? db.state.users.find((user) => user.userId === userId && user.registered === false)
      : undefined
  const resetUser = ({ token, userId }: TokenLink) => {
    const entry = db.state.resetTokens[token]
    return entry && entry.userId === userId && entry.expiresAt > Date.now()
      ? db.state.users.find((user) => user.userId === userId)
      : undefined
  }
  const setPassword = (userId: number, password: string) => {
    db.state.users = db.state.users.map((user) =>
      user.userId === userId ? { ...user, password, registered: true } : user,
    )
  }

  return {
    resendRegistrationEmail: ({ userId }: { userId: number }) =>
      Effect.sync(() => {
        const user = db.state.users.find(
          (candidate) => candidate.userId === userId && candidate.registered === false,
        )
        if (!user) return
        for (const [token, owner] of Object.entries(db.state.registrationTokens)) {
          if (owner === userId) delete db.state.registrationTokens[token]
        }
        const token = newToken()
        db.state.registrationTokens[token] = userId
        db.mail(
          user.emailAddress,
          "Your new wellkit invitation link",
          `/register?token=${token}&userId=${userId}`,
        )
        db.persist()
      }),
    validateRegistrationToken: (link: TokenLink) =>
      registrationUser(link) ? Effect.void : Effect.fail(invalid()),
    completeRegistration: (payload: SetPassword) => {
      const user = registrationUser(payload)
      if (!user) return Effect.fail(invalid())
      setPassword(user.userId, payload.password)
      delete db.state.registrationTokens[payload.token]
      db.persist()
      return Effect.succeed({ emailAddress: user.emailAddress })
    },
    forgotPassword: ({ email }: { email: string }) =>
      Effect.sync(() => {
        const user = db.state.users.find(
          (candidate) => candidate.emailAddress.toLowerCase() === email.toLowerCase(),
        )
        if (!user || user.registered === false) return
        mailResetLink(db, user)
      }),
    validateResetToken: (link: TokenLink) => (resetUser(link) ? Effect.void : Effect.fail(invalid())),
    resetPassword: (payload: SetPassword) => {
      const user = resetUser(payload)
      if (!user) return Effect.fail(invalid())
      setPassword(user.userId, payload.password)
      delete db.state.resetTokens[payload.token]
      db.persist()
      return Effect.void
    },
    sendVerification: ({ emailAddress }: { emailAddress: string }) =>
      Effect.sync(() => {
        db.mail(
          emailAddress,
          "Verify your e-mail address for wellkit",
          `/auth/login?verified=${encodeURIComponent(emailAddress)}`,
        )
        db.persist()
      }),
  }
}
