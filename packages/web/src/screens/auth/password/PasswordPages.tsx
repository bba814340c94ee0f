import { linkFrom, redirectHref } from "@wellkit/core"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { useTranslation } from "../../../i18n/index.js"
import { showSuccess } from "../../../shell/notify.js"
import { AuthCard } from "../AuthCard.js"
import { NewPasswordForm } from "./NewPasswordForm.js"

/** SES-10: choose the first password; the account then signs in by itself. */
export const CompleteRegistrationPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const link = linkFrom(params.get("token"), params.get("userId"))
  if (!link) return <Navigate to="/auth/create" replace />
  return (
    <AuthCard title={t("auth.complete.title")} intro={t("auth.complete.intro")}>
      <NewPasswordForm
        link={link}
        submitLabel={t("auth.complete.submit")}
        onSubmit={async (payload) => {
          try {
            const session = await client.session.completeRegistration(payload)
            navigate(session.next, { replace: true })
          } catch (error) {
            showFailure(error)
          }
        }}
      />
    </AuthCard>
  )
}

/** SES-11: choose a new password, then sign in with it. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const link = linkFrom(params.get("token"), params.get("userId"))
  if (!link) return <Navigate to="/auth/forgot" replace />
  return (
    <AuthCard title={t("auth.reset.title")}>
      <NewPasswordForm
        link={link}
        submitLabel={t("auth.reset.submit")}
        onSubmit={async (payload) => {
          try {
            const done = await client.session.resetPassword(payload)
            showSuccess(done.toast)
            navigate(redirectHref(done.redirect), { replace: true })
          } catch (error) {
            showFailure(error)
          }
        }}
      />
    </AuthCard>
  )
}
