import { HEALTHTRACKERS_PATH, MESSAGES_PATH } from "@wellkit/core"
import { Link } from "react-router-dom"
import { type TextKey, useTranslation } from "../../i18n/index.js"

const cards: ReadonlyArray<{ readonly to: string; readonly title: TextKey; readonly body: TextKey }> = [
  { to: MESSAGES_PATH, title: "noap.messagesCard", body: "noap.messagesCardBody" },
  { to: HEALTHTRACKERS_PATH, title: "noap.healthtrackersCard", body: "noap.healthtrackersCardBody" },
]

/** The admin area's landing page: one card per area that is built. */
export const NoapHome = () => {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("noap.title")}</h1>
      <p className="text-slate-600">{t("noap.intro")}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:outline-2"
            >
              <span className="text-lg font-semibold text-brand-700">{t(card.title)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(card.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const Component = NoapHome
