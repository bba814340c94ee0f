/// <reference types="vitest/config" />
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin, type ResolvedConfig } from "vite"
import { precompress, summary } from "./scripts/precompress.js"
import { screenChunks } from "./scripts/screen-chunks.js"
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
      // Vite's default order: after Vite has named the entry's files.
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

export default defineConfig({
  plugins: [react(), tailwindcss(), screensList(), prerenderedSignIn(), precompressed()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    sourcemap: true,
    target: "es2022",
    // The chunk graph, for `pnpm bench`'s bundle figures.
    manifest: true,
    modulePreload: false,
  },
  server: { port: 5173, strictPort: false },
})
