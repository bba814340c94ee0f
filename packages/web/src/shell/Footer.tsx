import { useConfig } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"

/** UI-2: the app version and the support phone line. */
export const Footer = () => {
  const { t } = useTranslation()
  const config = useConfig()
  const phone = config.supportPhone
  return (
    <footer className="flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-200 px-6 py-3 text-sm text-slate-600">
      <span>{t("shell.version", { version: __APP_VERSION__ })}</span>
      {phone ? (
        <a className="underline hover:text-slate-900" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
          {t("shell.support", { phone })}
        </a>
      ) : null}
    </footer>
  )
}
