import { homePath } from "@wellkit/core"
import { Link, useLocation } from "react-router-dom"
import { useAccount } from "../../app/wellkit.js"
import { useTranslation } from "../../i18n/index.js"

export const NotFoundPage = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const account = useAccount()
  // A link home from the home page itself would only come back here.
  const home = account ? homePath(account.adminType) : "/auth/login"
  return (
    <div className="mx-auto mt-16 max-w-lg space-y-3 text-center">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.body", { path: pathname })}</p>
      {pathname === home ? null : (
        <Link to={home} className="inline-block text-brand-700 underline">
          {t("notFound.home")}
        </Link>
      )}
    </div>
  )
}
