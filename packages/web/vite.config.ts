/// <reference types="vitest/config" />
import { readFileSync } from "node:fs"
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressed()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    sourcemap: true,
    target: "es2022",
    // The chunk graph, for `pnpm bench`'s bundle figures.
    manifest: true,
  },
  server: { port: 5173, strictPort: false },
})
