import { Link } from "react-router-dom"
import { useTranslation } from "../../../i18n/index.js"
import { AuthCard } from "../AuthCard.js"

/** Accounts are created by an organization's administrator; this page says how to get in. */
export const CreateAccountPage = () => {
  const { t } = useTranslation()
  return (
    <AuthCard title={t("auth.create.title")} intro={t("auth.create.intro")}>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>{t("auth.create.invited")}</li>
        <li>{t("auth.create.expired")}</li>
        <li>
          {t("auth.create.forgotPrefix")}{" "}
          <Link to="/auth/forgot" className="text-brand-700 underline">
            {t("auth.create.forgotLink")}
          </Link>
        </li>
      </ul>
      <Link to="/auth/login" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t("auth.backToLogin")}
      </Link>
    </AuthCard>
  )
}

export const Component = CreateAccountPage
