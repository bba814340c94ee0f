import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router-dom"

export const NotFoundPage = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <div className="mx-auto mt-16 max-w-lg space-y-3 text-center">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.body", { path: pathname })}</p>
      <Link to="/home" className="inline-block text-brand-700 underline">
        {t("notFound.home")}
      </Link>
    </div>
  )
}
