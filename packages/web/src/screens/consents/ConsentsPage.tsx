import { useEffect, useRef, useState } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { showFailure } from "../../app/failure.js"
import { useVisitor, useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { SafeHtml } from "../../components/SafeHtml.js"
import { useTranslation } from "../../i18n/index.js"

/** SES-3, SES-4: one consent at a time, Accept or Decline. */
export const ConsentsPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const session = useVisitor()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<"accept" | "decline" | undefined>()
  const total = useRef(session?.consents.length ?? 0)
  const heading = useRef<HTMLHeadingElement>(null)
  const consent = session?.consents[0]

  useEffect(() => {
    if (consent) heading.current?.focus()
  }, [consent])

  if (!consent) return busy ? null : <Navigate to="/home" replace />

  const answer = async (accepted: boolean) => {
    setBusy(accepted ? "accept" : "decline")
    try {
      const step = await client.session.answerConsent(consent, accepted)
      if (step.kind === "done") navigate(step.to, { replace: true })
      if (step.kind === "logout") navigate("/auth/login", { replace: true })
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(undefined)
    }
  }

  const position = total.current - (session?.consents.length ?? 0) + 1
  return (
    <article
      className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm"
      aria-labelledby="consent-heading"
    >
      <p className="text-sm text-slate-500">{t("consents.progress", { position, total: total.current })}</p>
      <h1
        id="consent-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-xl font-semibold outline-none"
      >
        {t("consents.title")}
      </h1>
      <SafeHtml
        html={consent.consentLanguage}
        className="mt-4 space-y-2 text-slate-800 [&_h2]:text-lg [&_h2]:font-semibold"
      />
      <div className="mt-8 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => answer(false)} disabled={busy !== undefined}>
          {busy === "decline" ? t("consents.declining") : t("consents.decline")}
        </Button>
        <Button onClick={() => answer(true)} disabled={busy !== undefined}>
          {busy === "accept" ? t("consents.accepting") : t("consents.accept")}
        </Button>
      </div>
    </article>
  )
}

export const Component = ConsentsPage
