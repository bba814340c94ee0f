import en from "../texts/en.json" with { type: "json" }

/**
 * ERR-6: a success toast names a title key and a message key; their words are
 * in en.json (core's, or the area's own), where a test checks the spec's exact
 * wording.
 */
export type SuccessKey = `SUCCESS.${string}`

export interface SuccessToast {
  readonly title: SuccessKey
  readonly message: SuccessKey
}

const words: Readonly<Record<string, string>> = en.SUCCESS

/**
 * The English words of one of core's success keys, for the command line and
 * rules that build a sentence; a key without words is shown as itself.
 */
export const successText = (key: SuccessKey): string => words[key.slice("SUCCESS.".length)] ?? key
