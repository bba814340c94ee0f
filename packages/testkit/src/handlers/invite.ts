import { randomBytes, randomUUID } from "node:crypto"
import type { Db } from "../db.js"
import type { SandboxUser } from "../state.js"

/** The admin functions an organization admin gets unless staff say otherwise. */
export const ADMIN_FUNCTIONS = ["DIY", "MEMBER_DEMOGRAPHIC_VIEW"]

/**
 * A new admin as the API makes one: unregistered, unverified, with a password
 * nobody knows, and an invitation e-mail whose link sets a real one.
 */
export const inviteUser = (
  db: Db,
  who: Pick<SandboxUser, "emailAddress" | "firstName" | "lastName" | "adminType" | "entityId" | "functions">,
): SandboxUser => {
  const userId = db.state.users.reduce((max, u) => Math.max(max, u.userId), 0) + 1
  const user: SandboxUser = {
    ...who,
    userId,
    userGuid: randomUUID(),
    password: randomBytes(16).toString("hex"),
    pendingConsentIds: [],
    registered: false,
    isVerified: false,
  }
  db.state.users.push(user)
  const token = randomBytes(12).toString("hex")
  db.state.registrationTokens[token] = userId
  db.mail(user.emailAddress, "You are invited to wellkit", `/register?token=${token}&userId=${userId}`)
  db.persist()
  return user
}
