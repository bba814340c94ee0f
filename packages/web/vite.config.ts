/// <reference types="vitest/config" />
import { readFileSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin, type ResolvedConfig } from "vite"
import { evaluationSteps } from "./scripts/evaluation-steps.js"
import { precompress, summary } from "./scripts/precompress.js"
import { screenChunks, sdkSteps } from "./scripts/screen-chunks.js"
import { renderSignInPicture, signInPage } from "./scripts/sign-in-page.js"

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
 * Issue 23: `sign-in.html`, served at /auth/login by server/portal-server.ts, so the sign-in page
 * paints before any script runs: the built index page with the page drawn by React at build time
 * (scripts/sign-in-page.ts). Emitted into the bundle, so the precompression gives it twins too.
 */
const prerenderedSignIn = (): Plugin => {
  let config: ResolvedConfig | undefined
  let page: string | undefined
  return {
    name: "wellkit:prerendered-sign-in",
    apply: "build",
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      // Vite's default order: after Vite names the entry's files, before wellkit:sdk-steps ("post")
      // names the SDK's.
      async handler(html, { bundle, chunk }) {
        if (!config) return
        const { base, root, cacheDir } = config
        const sheets = [...(chunk?.viteMetadata?.importedCss ?? [])].map((file) => {
          const asset = bundle?.[file]
          if (asset?.type !== "asset" || typeof asset.source !== "string")
            throw new Error(`${file} is not in the build as text`)
          return { href: `${base}${file}`, css: asset.source }
        })
        page = signInPage(html, await renderSignInPicture(root, cacheDir), sheets)
      },
    },
    generateBundle: {
      order: "post",
      handler() {
        if (!page) return this.error("index.html was not built, so neither was sign-in.html")
        this.emitFile({ type: "asset", fileName: "sign-in.html", source: page })
      },
    },
  }
}

/** ERR-4: Application Insights is imported here only when a connection string is configured. */
const monitoringModule = fileURLToPath(new URL("./src/app/monitoring.ts", import.meta.url))

/**
 * NAV-11: `screens.json`, the files src/app/preload.ts fetches ahead once the first page has
 * rendered (scripts/screen-chunks.ts). Written at build time because only the build knows the
 * files; what monitoring imports is left out.
 */
const screensList = (): Plugin => ({
  name: "wellkit:screens-list",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []))
    const leftOut = this.getModuleInfo(monitoringModule)?.dynamicallyImportedIds ?? []
    this.emitFile({
      type: "asset",
      fileName: "screens.json",
      source: JSON.stringify(screenChunks(chunks, leftOut)),
    })
  },
})

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
                // The sign-in page uses these too: kept out of the contract parts, so it does not wait for them.
                keepOut: [`${coreSource}forms/email.ts`, `${coreSource}format/index.ts`],
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
