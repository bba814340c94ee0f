import type { Consent } from "../api/Session.js"

export type ConsentStep =
  | { readonly kind: "next"; readonly remaining: ReadonlyArray<Consent> }
  | { readonly kind: "done"; readonly to: "/home" }
  | { readonly kind: "logout" }

/**
 * SES-3, SES-4: after an answer, accepting shows the next consent or goes home
 * when none is left; declining ends the session.
 */
export const afterConsentAnswer = (
  pending: ReadonlyArray<Consent>,
  answered: Consent["consentId"],
  accepted: boolean,
): ConsentStep => {
  if (!accepted) return { kind: "logout" }
  const remaining = pending.filter((consent) => consent.consentId !== answered)
  return remaining.length > 0 ? { kind: "next", remaining } : { kind: "done", to: "/home" }
}
