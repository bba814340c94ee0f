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
    rollupOptions: {
      output: {
        // Charts are large and shared by the dashboard and reports: one chunk of their own,
        // loaded with the first screen that draws one, so the area chunks stay small.
        advancedChunks: {
          groups: [
            {
              name: "charts",
              test: /node_modules[\\/](\.pnpm[\\/])?(recharts|victory-vendor|d3-|@reduxjs|react-redux|redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|internmap|tiny-invariant|use-sync-external-store|clsx)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
})
