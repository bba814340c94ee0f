/// <reference types="vitest/config" />
import { readFileSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
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
 * Issue 23: `sign-in.html` is the built index page with the sign-in page's build-time picture
 * (`prerendered/sign-in.html`, kept true by its test) before the app's root, so /auth/login
 * paints before any script runs; server/portal-server.ts serves it there. Written before
 * the precompression, which compresses it too.
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
      await writeFile(join(options.dir, "sign-in.html"), index.replace(root, `${picture.trim()}${root}`))
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
  },
  server: { port: 5173, strictPort: false },
})
