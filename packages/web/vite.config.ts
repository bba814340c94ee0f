/// <reference types="vitest/config" />
import { readFileSync } from "node:fs"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
