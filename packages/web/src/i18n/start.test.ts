import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { hasText } from "@wellkit/core"
import { describe, expect, it } from "vitest"

const src = resolve(import.meta.dirname, "..")
// Read from the file: i18next merges every text added later into the object it was started with.
const start: object = JSON.parse(readFileSync(resolve(src, "../../core/src/texts/start.json"), "utf8"))

/** What renders before the SDK: the entry and the screens of the routes that do not wait for it (app/router.tsx). */
const beforeSdk = [
  "main.tsx",
  "screens/auth/login/LoginPage.tsx",
  "screens/auth/forgot/ForgotPage.tsx",
  "screens/auth/create/CreateAccountPage.tsx",
  "screens/auth/legal/LegalPage.tsx",
  "screens/not-found/NotFoundPage.tsx",
]

/** A module's own static imports within the portal's source; `import()`s load later, so they are not followed. */
const staticImports = (file: string): Array<string> =>
  [...readFileSync(file, "utf8").matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm)].flatMap(
    ([, path]) => {
      const base = resolve(dirname(file), (path as string).replace(/\.js$/, ""))
      return [`${base}.ts`, `${base}.tsx`].filter(existsSync)
    },
  )

const reached = (roots: ReadonlyArray<string>): Set<string> => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of staticImports(file)) visit(next)
  }
  for (const root of roots) visit(resolve(src, root))
  return seen
}

describe("the words shown before the SDK has loaded", () => {
  const files = reached(beforeSdk)
  const keys = [...files].flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\b(?:t|textOf|paragraphs|i18n\.t)\(\s*"([\w.]+)"/g)].map(
      ([, key]) => ({ file: file.slice(src.length + 1), key: key as string }),
    ),
  )

  it("reaches the entry's shell and the signed-out pages", () => {
    expect([...files].map((file) => file.slice(src.length + 1))).toEqual(
      expect.arrayContaining(["shell/Layout.tsx", "shell/Footer.tsx", "app/guards.tsx"]),
    )
    expect(keys.length).toBeGreaterThan(30)
  })

  it("are all in texts/start.json: core's catalogue and the areas' texts arrive with the SDK", () => {
    const missing = keys.filter(({ key }) => !hasText(start, key) && !hasText(start, `${key}_one`))
    expect(missing).toEqual([])
  })
})
