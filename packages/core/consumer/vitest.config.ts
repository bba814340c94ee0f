import { resolve } from "node:path"
import { defineConfig } from "vitest/config"

// The consumer test builds, packs and installs the SDK once; its tests then share that scratch project.
export default defineConfig({
  test: {
    // Rooted at the package so vitest's cache goes to its node_modules, not a new folder here.
    root: resolve(import.meta.dirname, ".."),
    include: ["consumer/*.test.ts"],
    testTimeout: 120_000,
    // A build, an incremental type-check and an npm install on a busy 2-core CI box.
    hookTimeout: 600_000,
  },
})
