import { mkdir, mkdtemp, rm } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build, type Rolldown } from "vite"

/**
 * Where index.html takes the sign-in picture: before the app's root, not in it, because React
 * empties the root at its first render and the picture must stay until the live page commits.
 */
export const PICTURE_PLACEHOLDER = "<!--sign-in-picture-->"

/**
 * Vite's pre-rendering pattern: an SSR build of the picture's module (scripts/sign-in-picture.tsx),
 * whose render then runs here. Built into Vite's cache folder, not the served one; being in the
 * package, the libraries it leaves out resolve from the package's own node_modules.
 */
export const renderSignInPicture = async (root: string, cacheDir: string): Promise<string> => {
  await mkdir(cacheDir, { recursive: true })
  const outDir = await mkdtemp(join(cacheDir, "sign-in-"))
  try {
    const built = (await build({
      configFile: false,
      root,
      // Its warnings are about the same modules as the client build's.
      logLevel: "error",
      build: { ssr: fileURLToPath(new URL("./sign-in-picture.tsx", import.meta.url)), outDir },
    })) as Rolldown.RolldownOutput
    const entry = built.output.find((file) => file.type === "chunk" && file.isEntry)
    if (!entry) throw new Error("the sign-in picture's SSR build has no entry")
    const module: typeof import("./sign-in-picture.js") = await import(
      pathToFileURL(join(outDir, entry.fileName)).href
    )
    return await module.prerenderSignIn()
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * The sign-in page: the built index page with the picture at its placeholder, and the stylesheet
 * in a `<style>` element in place of the link Vite wrote, so the picture paints with the page's
 * first bytes rather than a request later. server/portal-server.ts allows it by its hash.
 */
export const signInPage = (
  html: string,
  picture: string,
  sheets: ReadonlyArray<{ readonly href: string; readonly css: string }>,
): string => {
  if (!html.includes(PICTURE_PLACEHOLDER)) throw new Error(`index.html has no ${PICTURE_PLACEHOLDER}`)
  let page = html.replace(PICTURE_PLACEHOLDER, () => picture)
  for (const { href, css } of sheets) {
    const link = `<link rel="stylesheet" crossorigin href="${href}">`
    if (!page.includes(link)) throw new Error(`index.html has no ${link}`)
    if (css.includes("</style")) throw new Error(`${href} cannot be put in a <style> element`)
    page = page.replace(link, () => `<style>${css.trim()}</style>`)
  }
  return page
}
