/*
 * What a person is told to sign in to the sandbox with. The seed, the start
 * banner and tests all read these, so they sit below all of them.
 */

/** The password of every demo login. */
export const DEMO_PASSWORD = "Wellkit!2026"
export const SANDBOX_API_KEY = "sandbox-key"

export const demoLogins = [
  { emailAddress: "staff@wellkit.test", role: "staff, adminType 5: lands on /noap" },
  { emailAddress: "admin@acme.test", role: "organization admin, adminType 8: lands on /dashboard" },
  { emailAddress: "manager@acme.test", role: "admin of neither type, with two pending consents" },
  { emailAddress: "locked@acme.test", role: "a locked account: login answers 481" },
  { emailAddress: "new@acme.test", role: "invited, not registered: follow the link in the sandbox outbox" },
  { emailAddress: "approver@acme.test", role: "Acme East admin who decides its reward approvals" },
  { emailAddress: "viewer@acme.test", role: "Acme East admin who may only look at its reward approvals" },
] as const

export const INVITATION_TOKEN = "welcome-5-2f8c1e"
