import { linkFrom, redirectHref } from "@wellkit/core"
import { useEffect, useMemo, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useRead } from "../../../app/use-cache.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { showSuccess } from "../../../shell/notify.js"
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
  const [sending, setSending] = useState(false)
  const check =
    kind === "register" ? client.session.validateRegistrationLink : client.session.validateResetLink
  const { state, retry } = useRead(check, link)
  const invalid = link === undefined || (state.status === "error" && state.error.status === 400)

  useEffect(() => {
    if (state.status === "ready") navigate(redirectHref(state.value), { replace: true })
  }, [state, navigate])

  if (!invalid && state.status === "error") {
    return (
      <AuthCard title={t("auth.link.unreachableTitle")}>
        <LoadFailed error={state.error} onRetry={retry} />
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
