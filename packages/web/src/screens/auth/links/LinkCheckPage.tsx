import { type AppError, linkFrom, type Redirect, redirectHref } from "@wellkit/core"
import { useEffect, useMemo, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { useTranslation } from "../../../i18n/index.js"
import { showError, showSuccess } from "../../../shell/notify.js"
import { AuthCard } from "../AuthCard.js"

type Kind = "register" | "passwordreset"

/**
 * SES-10, SES-11: the guard in front of /auth/complete and /auth/reset: checks
 * the e-mailed link, then continues, or explains what to do with a dead link.
 */
const LinkCheck = ({ kind }: { kind: Kind }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get("token")
  const userId = params.get("userId")
  const link = useMemo(() => linkFrom(token, userId), [token, userId])
  const [invalid, setInvalid] = useState(link === undefined)
  const [sending, setSending] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, not an input.
  useEffect(() => {
    if (!link) return
    setUnreachable(false)
    let live = true
    const check =
      kind === "register" ? client.session.validateRegistrationLink : client.session.validateResetLink
    check(link)
      .then((redirect: Redirect) => live && navigate(redirectHref(redirect), { replace: true }))
      .catch((error: AppError) => {
        if (!live) return
        if (error.status === 400) setInvalid(true)
        else {
          showError(error)
          setUnreachable(true)
        }
      })
    return () => {
      live = false
    }
  }, [client, kind, link, navigate, attempt])

  if (!invalid && unreachable) {
    return (
      <AuthCard title={t("auth.link.unreachableTitle")} intro={t("ERRORS.VALIDATE_LINK_FAILED")}>
        <Button onClick={() => setAttempt((n) => n + 1)} className="w-full">
          {t("messages.list.retry")}
        </Button>
      </AuthCard>
    )
  }
  if (!invalid) {
    return (
      <p role="status" className="mx-auto mt-16 max-w-md text-center text-slate-600">
        {t("auth.link.checking")}
      </p>
    )
  }
  const resend = async () => {
    if (!link) return
    setSending(true)
    try {
      await client.session.resendRegistrationEmail(link.userId)
      showSuccess({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.LINK_SENT" })
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(false)
    }
  }
  return (
    <AuthCard title={t("auth.link.invalidTitle")} intro={t("ERRORS.LINK_INVALID")}>
      {kind === "register" ? (
        link ? (
          <Button onClick={resend} disabled={sending} className="w-full">
            {sending ? t("auth.link.sending") : t("auth.link.resend")}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t("auth.link.askAdmin")}</p>
        )
      ) : (
        <Link to="/auth/forgot" className="font-medium text-brand-700 underline">
          {t("auth.link.newReset")}
        </Link>
      )}
    </AuthCard>
  )
}

export const RegisterLinkPage = () => <LinkCheck kind="register" />
export const ResetLinkPage = () => <LinkCheck kind="passwordreset" />
