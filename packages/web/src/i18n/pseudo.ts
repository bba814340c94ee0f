/**
 * Issue 39: the pseudo-locale, a check of the catalogue rather than a language. Every text is
 * accented, a third longer and marked `⟦…⟧`, so a person (or the e2e tour) sees at once which
 * words on a page are not from the catalogue and where a longer language would not fit.
 * Placeholders (`{{name}}`) and nested keys (`$t(…)`) are left as they are, so the values put
 * into a text stay readable as data. Turned on in a browser by
 * `localStorage.setItem("wellkit.pseudo", "1")` and a reload.
 */
export const PSEUDO_KEY = "wellkit.pseudo"
export const PSEUDO_OPEN = "⟦"
export const PSEUDO_CLOSE = "⟧"

const ACCENTED: Readonly<Record<string, string>> = {
  a: "á",
  c: "ç",
  e: "é",
  i: "í",
  n: "ñ",
  o: "ó",
  s: "š",
  u: "ú",
  y: "ý",
  A: "Á",
  C: "Ç",
  E: "É",
  I: "Í",
  N: "Ñ",
  O: "Ó",
  S: "Š",
  U: "Ú",
  Y: "Ý",
}

/** Placeholders and nested keys, kept whole. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\))/

export const pseudoText = (text: string): string => {
  const accented = text
    .split(KEPT)
    .map((part) =>
      KEPT.test(part) ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join("")
  return `${PSEUDO_OPEN}${accented}${"·".repeat(Math.ceil(text.length * 0.3))}${PSEUDO_CLOSE}`
}

/** A catalogue (or part of one) with every text made pseudo; lists (the legal paragraphs) too. */
export const pseudoCatalogue = <T>(node: T): T => {
  if (typeof node === "string") return pseudoText(node) as T
  if (Array.isArray(node)) return node.map(pseudoCatalogue) as T
  if (node !== null && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pseudoCatalogue(value)])) as T
  return node
}

/** Whether this browser asked for the pseudo-locale. */
export const wantsPseudo = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_KEY) === "1"
  } catch {
    // Storage refused (a privacy mode): the plain catalogue.
    return false
  }
}
