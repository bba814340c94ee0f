import en from "./en.json"

/**
 * UI-1: the interface language is fixed to English; texts come from en.json.
 *
 * A few lines of our own rather than i18next: with one language and no
 * switching, all the portal needs is lookup, {{name}} and {{n, number}}
 * interpolation and English plurals (`key_one`, `key_other`), and i18next
 * with react-i18next cost the sign-in page 18 KB gzip of its 120 KB budget.
 * Keys and plural suffixes are i18next's, so the file stays portable.
 */
export type TextValues = Readonly<Record<string, unknown>> & { readonly count?: number }

type Node = string | ReadonlyArray<string> | { readonly [key: string]: Node }

const lookup = (key: string): Node | undefined =>
  key
    .split(".")
    .reduce<Node | undefined>(
      (node, part) =>
        node !== undefined && typeof node === "object" && !Array.isArray(node)
          ? (node as { readonly [key: string]: Node })[part]
          : undefined,
      en as Node,
    )

const plurals = new Intl.PluralRules("en")
const numbers = new Intl.NumberFormat("en")

const interpolate = (text: string, values: TextValues) =>
  text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole
    const value = values[name]
    return format === "number" && typeof value === "number" ? numbers.format(value) : String(value)
  })

/** The text of a key; the key itself when there is none, so a missing text shows rather than vanishes. */
export const t = (key: string, values?: TextValues): string => {
  const count = values?.count
  const node = (count !== undefined ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key)
  if (typeof node !== "string") return key
  return values ? interpolate(node, values) : node
}

/** A key whose text is a list of paragraphs (the legal pages). */
export const paragraphs = (key: string): ReadonlyArray<string> => {
  const node = lookup(key)
  return Array.isArray(node) ? node : []
}

export const i18n = { t, exists: (key: string) => typeof lookup(key) === "string" }

/** The hook screens use; the language never changes, so nothing re-renders for it. */
const texts = { t }
export const useTranslation = () => texts

/** For core's presentError: undefined when a key has no text, so the generic fallback applies (ERR-2). */
export const translate = (key: string): string | undefined => (i18n.exists(key) ? t(key) : undefined)
