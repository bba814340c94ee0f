import { Link } from "react-router-dom"
import { useTranslation } from "../../../i18n/index.js"

export const BackLink = ({ to }: { readonly to: string }) => {
  const { t } = useTranslation()
  return (
    <Link to={to} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
      {t("kit.detail.back")}
    </Link>
  )
}
