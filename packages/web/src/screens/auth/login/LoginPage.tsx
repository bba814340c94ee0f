import { isEmailAddress } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { Link, Navigate, useNavigate } from "react-router-dom"
import { useAccount, useWellkitWhenReady } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"

export const LoginPage = () => {
  const { t } = useTranslation()
  const wellkit = useWellkitWhenReady()
  const account = useAccount()
  const navigate = useNavigate()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [sending, setSending] = useState(false)

  if (account && !sending) return <Navigate to="/home" replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const found: typeof errors = {}
    const email = username.trim()
    if (!email) found.username = t("login.emailRequired")
    else if (!isEmailAddress(email)) found.username = t("login.emailInvalid")
    if (!password) found.password = t("login.passwordRequired")
    setErrors(found)
    if (found.username || found.password) {
      document
        .querySelector<HTMLInputElement>(`input[name="${found.username ? "username" : "password"}"]`)
        ?.focus()
      return
    }
    setSending(true)
    try {
      // The SDK loads while the user types (main.tsx); a quick submit waits for it here.
      const { client } = await wellkit()
      const session = await client.session.login({ username: email, password })
      // Still "sending" until the next page replaces this one, so the signed-in redirect above stays out of the way.
      navigate(session.next, { replace: true })
    } catch (error) {
      const { showFailure } = await import("../../../app/failure.js")
      showFailure(error)
      setPassword("")
      setSending(false)
    }
  }

  return (
    <div className="mx-auto mt-16 max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <p className="text-2xl font-bold tracking-tight text-brand-700">wellkit</p>
      <h1 className="mt-4 text-xl font-semibold">{t("login.title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("login.intro")}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <Field label={t("login.email")} error={errors.username}>
          <input
            name="username"
            type="email"
            autoComplete="username"
            // biome-ignore lint/a11y/noAutofocus: the login form is the page's only task.
            autoFocus
            className={inputClass}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <Field label={t("login.password")} error={errors.password}>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/auth/forgot" className="text-brand-700 underline">
          {t("login.forgot")}
        </Link>
        <Link to="/auth/create" className="text-brand-700 underline">
          {t("login.create")}
        </Link>
      </div>
      <p className="mt-6 flex gap-4 text-xs text-slate-500">
        <Link to="/auth/privacy" className="underline">
          {t("login.privacy")}
        </Link>
        <Link to="/auth/terms" className="underline">
          {t("login.terms")}
        </Link>
      </p>
    </div>
  )
}

export const Component = LoginPage
