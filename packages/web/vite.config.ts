/// <reference types="vitest/config" />
import { readFileSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { precompress, summary } from "./scripts/precompress.js"

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
 * auth/login.html: the built index.html with the sign-in page rendered into it
 * (scripts/prerender-sign-in.tsx), which the server sends for /auth/login. Before precompress, so it gets its twins.
 */
const prerenderedSignIn = (): Plugin => ({
  name: "wellkit:prerender-sign-in",
  apply: "build",
  writeBundle: {
    order: "post",
    sequential: true,
    async handler(options) {
      if (!options.dir) return
      // Through tsx: the page's modules are TypeScript and JSX, outside Vite's own pipeline here.
      const { tsImport } = await import("tsx/esm/api")
      const { signInHtml } = (await tsImport(
        "./scripts/prerender-sign-in.tsx",
        import.meta.url,
      )) as typeof import("./scripts/prerender-sign-in.js")
      const html = signInHtml(await readFile(join(options.dir, "index.html"), "utf8"), version)
      await mkdir(join(options.dir, "auth"), { recursive: true })
      await writeFile(join(options.dir, "auth/login.html"), html)
    },
  },
})

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderedSignIn(), precompressed()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    sourcemap: true,
    target: "es2022",
    // The chunk graph, for `pnpm bench`'s bundle figures.
    manifest: true,
    rollupOptions: {
      output: {
        // Charts are large and shared by the dashboard and reports: one chunk of their own,
        // loaded with the first screen that draws one, so the area chunks stay small.
        codeSplitting: {
          // Left on, the group would also take what charts import (React itself) and the entry would need it.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "charts",
              // Only what charts alone use: a library the entry also needs must not land here,
              // or every page would load the charts.
              test: /node_modules[\\/](\.pnpm[\\/])?(recharts|victory-vendor|d3-|@reduxjs|react-redux|redux|immer|reselect|es-toolkit|decimal\.js-light|internmap)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
})
