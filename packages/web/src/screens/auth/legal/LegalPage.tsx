import { Link } from "react-router-dom"
import { paragraphs as textsOf, useTranslation } from "../../../i18n/index.js"

/** The privacy notice and the terms of use, readable before signing in. */
const Legal = ({ document }: { document: "privacy" | "terms" }) => {
  const { t } = useTranslation()
  const paragraphs = textsOf(`auth.${document}.body`)
  return (
    <article className="mx-auto mt-12 max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-8">
      <h1 className="text-2xl font-semibold">{t(`auth.${document}.title`)}</h1>
      {paragraphs.map((text) => (
        <p key={text} className="text-slate-700">
          {text}
        </p>
      ))}
      <Link to="/auth/login" className="inline-block font-medium text-brand-700 underline">
        {t("auth.backToLogin")}
      </Link>
    </article>
  )
}

export const PrivacyPage = () => <Legal document="privacy" />
export const TermsPage = () => <Legal document="terms" />
