import type { AreaTexts } from "@wellkit/core"
import type en from "@wellkit/core/texts/en.json"
import start from "@wellkit/core/texts/start.json"
import i18next, { type ParseKeys } from "i18next"
import { pseudoCatalogue, wantsPseudo } from "./pseudo.js"

/**
 * UI-1: the interface language is fixed to English; texts come from core's catalogue,
 * through i18next (plurals `_one`/`_other`, `{{name}}` and `{{n, number}}`).
 * Issue 39: a value in a text is formatted by core's format layer, as the code formats it:
 * `{{n, number}}`, `{{amount, money}}`, `{{ratio, percent}}`, `{{date, day}}`, `{{at, moment}}`,
 * `{{month, month}}` and `{{ms, duration}}`.
 * Keys are typed from en.json (i18next's CustomTypeOptions), so a key with no
 * text is a compile error where it is written.
 */
type Catalogue = typeof start & typeof en & AreaTexts

declare module "i18next" {
  interface CustomTypeOptions {
    readonly resources: { readonly translation: Catalogue }
    readonly returnNull: false
  }
}

export type TextKey = ParseKeys
export type TextValues = Readonly<Record<string, unknown>> & { readonly count?: number }

/** The catalogue as this browser shows it: plain, or made pseudo to check it (i18n/pseudo.ts). */
const pseudo = wantsPseudo()
const shown = <T>(texts: T): T => (pseudo ? pseudoCatalogue(texts) : texts)

const instance = i18next.createInstance()
void instance.init({
  lng: "en",
  fallbackLng: false,
  // What shows before the SDK (the shell, the signed-out pages); the rest comes with it (addTexts).
  resources: { en: { translation: shown(start) } },
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
  // A key that names a group of texts shows as the key, like a key with no text.
  returnedObjectHandler: (key: string) => key,
})

/**
 * Adds value formats to texts (`{{n, number}}`): core's format layer, added with the SDK
 * (i18n/formats.ts), so the sign-in page, which formats no value, does not carry it.
 */
export const addFormats = (formats: Readonly<Record<string, (value: unknown) => string>>) => {
  for (const [name, format] of Object.entries(formats)) instance.services.formatter?.add(name, format)
}

/** Core's catalogue beyond what the portal starts with: the SDK's texts, and every screen's that needs the SDK. */
export const loadCatalogue = () => import("@wellkit/core/texts/en.json")

/** Adds texts to the catalogue: core's and the admin areas' own (app/runtime.ts, with the SDK; tests, in their setup). */
export const addTexts = (loaders: ReadonlyArray<() => Promise<{ readonly default: object }>>) =>
  Promise.all(
    loaders.map(async (load) => {
      instance.addResourceBundle("en", "translation", shown((await load()).default), true, false)
    }),
  )

const lookup = (key: string, values?: TextValues): string =>
  instance.t(key as TextKey, values as never) as unknown as string

/** The text of a key written in the code (checked at compile time). */
export const t = (key: TextKey, values?: TextValues): string => lookup(key, values)

/** A key that is data (from core's rules or the catalogue): the key itself when it has no text, so it shows rather than vanishes. */
export const textOf = (key: string, values?: TextValues): string => lookup(key, values)

/** A key whose text is a list of paragraphs (the legal pages). */
export const paragraphs = (key: string): ReadonlyArray<string> => {
  const node = instance.t(key as TextKey, { returnObjects: true }) as unknown
  return Array.isArray(node) ? node : []
}

export const i18n = {
  t: textOf,
  exists: (key: string) => typeof instance.getResource("en", "translation", key) === "string",
}

/** The hook screens use; the language never changes, so nothing re-renders for it. */
const texts = { t }
export const useTranslation = () => texts

/** For core's presentError: undefined when a key has no text, so the generic fallback applies (ERR-2). */
export const translate = (key: string): string | undefined => (i18n.exists(key) ? textOf(key) : undefined)
