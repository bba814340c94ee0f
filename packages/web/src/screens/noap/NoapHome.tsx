import { Link } from "react-router-dom"
import { adminAreas, adminSections } from "../../app/admin-areas.js"
import { useTranslation } from "../../i18n/index.js"

/** The admin area's landing page: a card per area that is built, by section. */
export const NoapHome = () => {
  const { t } = useTranslation()
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("noap.title")}</h1>
        <p className="text-slate-600">{t("noap.intro")}</p>
      </header>
      {adminSections.map((section) => {
        const areas = adminAreas.filter((area) => area.section === section && area.list)
        if (areas.length === 0) return null
        return (
          <section key={section} aria-labelledby={`section-${section}`} className="space-y-3">
            <h2 id={`section-${section}`} className="text-lg font-semibold">
              {t(`noap.sections.${section}`)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {areas.map((area) => (
                <li key={area.path}>
                  <Link
                    to={area.path}
                    className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:outline-2"
                  >
                    <span className="text-lg font-semibold text-brand-700">{t(area.label)}</span>
                    <span className="mt-1 block text-sm text-slate-600">{t(area.summary)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

export const Component = NoapHome
