import { resolve } from "node:path"
import { defineConfig } from "vitest/config"

/** End-to-end tests run on their own: a real browser against a fresh sandbox per file. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ["default", "json"],
    outputFile: { json: resolve(import.meta.dirname, "../../../.reports/e2e.json") },
  },
})
