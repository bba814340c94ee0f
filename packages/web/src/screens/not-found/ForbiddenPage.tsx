import { useLocation } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"

/** Signed in, but this section needs a function the user does not have (NAV-3..5). */
export const ForbiddenPage = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <div className="mx-auto mt-16 max-w-lg space-y-3 text-center">
      <h1 className="text-2xl font-semibold">{t("forbidden.title")}</h1>
      <p className="text-slate-600">{t("forbidden.body", { path: pathname })}</p>
    </div>
  )
}
