import i18next, { type i18n as I18n } from "i18next"
import { initReactI18next } from "react-i18next"
import en from "./en.json"

/** UI-1: the interface language is fixed to English; texts come from en.json. */
export const i18n: I18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

/** For core's presentError: undefined when a key has no text, so the generic fallback applies (ERR-2). */
export const translate = (key: string): string | undefined => (i18n.exists(key) ? i18n.t(key) : undefined)
