import { expect, it } from "vitest"
import type { Consent } from "../api/Session.js"
import { afterConsentAnswer } from "./consents.js"

const terms = { consentId: 501, consentLanguage: "<p>Terms</p>" } as Consent
const data = { consentId: 502, consentLanguage: "<p>Data</p>" } as Consent

it.each([
  [
    "SES-3: accepting the first of two shows the second",
    [terms, data],
    501,
    true,
    { kind: "next", remaining: [data] },
  ],
  ["SES-3: accepting the last goes home", [data], 502, true, { kind: "done", to: "/home" }],
  ["SES-4: declining logs out", [terms, data], 501, false, { kind: "logout" }],
  ["SES-4: declining the last one also logs out", [data], 502, false, { kind: "logout" }],
] as const)("%s", (_label, pending, answered, accepted, expected) => {
  expect(afterConsentAnswer(pending, answered as Consent["consentId"], accepted)).toEqual(expected)
})
