import en from "../texts/en.json" with { type: "json" }

/**
 * The error catalogue is the texts: every `ERRORS.*` key with words in
 * core/src/texts/en.json or in an area's own en.json. Nothing lists the keys
 * again; tests check that each key the code and the contract use has words.
 */
export type ErrorKey = `ERRORS.${string}`

/** The keys whose words are in core's catalogue (an area's own keys are in its en.json). */
export const coreErrorKeys = Object.keys(en.ERRORS).map((key): ErrorKey => `ERRORS.${key}`)

/** Whether a text catalogue (core's or an area's `en.json`, parsed) holds words for the key. */
export const hasText = (catalogue: object, key: string): boolean => {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue)
  return typeof found === "string"
}
