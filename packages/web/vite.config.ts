/// <reference types="vitest/config" />
import { readFileSync, statSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { evaluationSteps } from "./scripts/evaluation-steps.js"
import { precompress, summary } from "./scripts/precompress.js"
import { screenChunks, sdkSteps } from "./scripts/screen-chunks.js"

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string
}

/** `.br` and `.gz` beside each compressible file of the build, so server/portal-server.ts serves them without compressing per request. */
const precompressed = (): Plugin => {
  let log: (message: string) => void = () => {}
  return {
    name: "wellkit:precompress",
    apply: "build",
    configResolved(config) {
      log = (message) => config.logger.info(message)
    },
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (options.dir) log(summary(await precompress(options.dir)))
      },
    },
  }
}

/**
 * Issue 23: `sign-in.html` is the built index page with the sign-in page's build-time picture
 * (`prerendered/sign-in.html`, kept true by its test) before the app's root and the stylesheet
 * inline, so /auth/login paints before any script runs and without a second request;
 * server/portal-server.ts serves it there. Written before the precompression, which
 * compresses it too.
 */
const prerenderedSignIn = (): Plugin => ({
  name: "wellkit:prerendered-sign-in",
  apply: "build",
  writeBundle: {
    sequential: true,
    async handler(options) {
      if (!options.dir) return
      const root = '<div id="root"></div>'
      const index = await readFile(join(options.dir, "index.html"), "utf8")
      if (!index.includes(root))
        throw new Error(`index.html has no ${root} to put the sign-in picture before`)
      const picture = await readFile(new URL("./prerendered/sign-in.html", import.meta.url), "utf8")
      // A visitor who only looks fetches no SDK (its files would share the slow line with the page's).
      const quiet = index.replace(SDK_STEP_LINK, "")
      // The stylesheet in the page: the picture paints with the page's first bytes, not a request later.
      // server/portal-server.ts allows it by its hash.
      const sheet = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/.exec(quiet)
      if (!sheet?.[1]) throw new Error("index.html links no stylesheet to put in the sign-in page")
      const css = await readFile(join(options.dir, sheet[1]), "utf8")
      if (css.includes("</style")) throw new Error(`${sheet[1]} cannot be put in a <style> element`)
      const page = quiet.replace(sheet[0], () => `<style>${css.trim()}</style>`)
      await writeFile(join(options.dir, "sign-in.html"), page.replace(root, `${picture.trim()}${root}`))
    },
  },
})

/**
 * NAV-11: `screens.json`, the files src/app/preload.ts fetches ahead once the first page has
 * rendered. A list written at build time, because fetching a screen's files must not run them:
 * every screen imports the SDK's contract, and a signed-out visitor's SDK waits (issue 23).
 */
const screensList = (): Plugin => ({
  name: "wellkit:screens-list",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []))
    // The entry is index.html; the module it loads (src/main.tsx) names what it imports later.
    const page = chunks.find((chunk) => chunk.isEntry)?.facadeModuleId
    const main = page ? this.getModuleInfo(page) : null
    const first = [main, ...(main?.importedIds ?? []).map((id) => this.getModuleInfo(id))].flatMap(
      (module) => module?.dynamicallyImportedIds ?? [],
    )
    this.emitFile({
      type: "asset",
      fileName: "screens.json",
      source: JSON.stringify(screenChunks(chunks, first)),
    })
  },
})

const SDK_STEP_LINK = /\s*<link [^>]*data-sdk-step[^>]*>/g

/**
 * Issue 23: the index page names the SDK's files, leaves first, as `modulepreload` links marked
 * `data-sdk-step`: the browser fetches them with the page, and src/app/sdk-steps.ts runs them one
 * task each, so a signed-in start has no one long task of the whole SDK's evaluation.
 */
const sdkStepLinks = (): Plugin => {
  let base = "/"
  const runtime = fileURLToPath(new URL("./src/app/runtime.ts", import.meta.url))
  return {
    name: "wellkit:sdk-steps",
    apply: "build",
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((file) => (file.type === "chunk" ? [file] : []))
        return sdkSteps(chunks, runtime).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}`, "data-sdk-step": true },
          injectTo: "head",
        }))
      },
    },
  }
}

const coreSource = fileURLToPath(new URL("../core/src/", import.meta.url))
const webSource = fileURLToPath(new URL("./src/", import.meta.url))
const EFFECT_MODULE = /[\\/]node_modules[\\/]effect[\\/]/
const EFFECT_PLATFORM = /[\\/]node_modules[\\/]@effect[\\/]/
const SDK_FILE = /(^|\/)runtime-[\w-]+\.js$/
const STEP_FILE = /(^|\/)(effect|contract)-\d+-[\w-]+\.js$/
/** A library module's weight: its source without comments (Effect's are mostly documentation). */
const codeSize = (id: string) => readFileSync(id, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").length

export default defineConfig({
  plugins: [react(), tailwindcss(), screensList(), sdkStepLinks(), prerenderedSignIn(), precompressed()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    sourcemap: true,
    target: "es2022",
    // The chunk graph, for `pnpm bench`'s bundle figures.
    manifest: true,
    // Issue 23: the SDK's own import preloads its steps' files. A screen that needs them loads
    // after the SDK (app/router.tsx's afterSdk) and need not name them again, which keeps the
    // entry's list of files (and so the sign-in route) small.
    modulePreload: {
      resolveDependencies: (file, deps) =>
        SDK_FILE.test(file) ? deps : deps.filter((dep) => !STEP_FILE.test(dep)),
    },
    // Issue 23: the contract and the Effect library in parts the SDK's steps run one task each
    // (scripts/evaluation-steps.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: "contract",
              name: evaluationSteps({
                name: "contract",
                root: fileURLToPath(new URL("../core/src/api/WellkitApi.ts", import.meta.url)),
                within: (id) => id.startsWith(coreSource),
                sizeOf: (id) => statSync(id).size,
                parts: 16,
                keepOut: [`${coreSource}forms/email.ts`],
              }),
              includeDependenciesRecursively: false,
            },
            {
              debugName: "effect",
              name: evaluationSteps({
                name: "effect",
                root: fileURLToPath(new URL("./src/app/runtime.ts", import.meta.url)),
                within: (id) => EFFECT_MODULE.test(id),
                through: (id) =>
                  id.startsWith(coreSource) || id.startsWith(webSource) || EFFECT_PLATFORM.test(id),
                sizeOf: codeSize,
                parts: 10,
                keepOut: [],
              }),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
})
