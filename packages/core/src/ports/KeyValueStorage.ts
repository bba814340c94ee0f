import { Context } from "effect"

/** Storage every tab of the browser shares (localStorage); memory in tests and the CLI. */
export interface KeyValueStorageShape {
  readonly get: (key: string) => string | null
  readonly set: (key: string, value: string) => void
}

export class KeyValueStorage extends Context.Tag("wellkit/KeyValueStorage")<
  KeyValueStorage,
  KeyValueStorageShape
>() {}

export const memoryStorage = (): KeyValueStorageShape => {
  const values = new Map<string, string>()
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) }
}
