import { isEmailAddress } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useWellkitWhenReady } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"
import { AuthCard } from "../AuthCard.js"

/** SES-11: asks for the e-mail address and sends a reset link; the answer never tells whether it exists. */
export const ForgotPage = () => {
  const { t } = useTranslation()
  // Like the sign-in page it links from, it renders without the SDK and waits for it only to send.
  const wellkit = useWellkitWhenReady()
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!isEmailAddress(address)) {
      setError(address ? t("login.emailInvalid") : t("login.emailRequired"))
      return
    }
    setError(undefined)
    setSending(true)
    try {
      const { client } = await wellkit()
      await client.session.forgotPassword(address)
      setSentTo(address)
    } catch (failure) {
      showFailure(failure)
    } finally {
      setSending(false)
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t("auth.forgot.sentTitle")}>
        <p role="status">{t("auth.forgot.sent", { email: sentTo })}</p>
        <Link to="/auth/login" className="mt-4 inline-block font-medium text-brand-700 underline">
          {t("auth.backToLogin")}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t("login.email")} error={error}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? t("auth.forgot.sending") : t("auth.forgot.submit")}
        </Button>
      </form>
      <Link to="/auth/login" className="mt-4 inline-block text-sm text-brand-700 underline">
        {t("auth.backToLogin")}
      </Link>
    </AuthCard>
  )
}

export const Component = ForgotPage
