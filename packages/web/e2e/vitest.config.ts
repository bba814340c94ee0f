import { resolve } from "node:path"
import { defineConfig } from "vitest/config"

/** End-to-end tests run on their own: Chromium against a sandbox and portal of its own per file. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time per run: scripts/check.mjs runs shards of the suite beside the other
    // lane's stages, at most two at once. Two files at once beside the unit tests made the machine
    // busier (load above 12), no faster, and raced tests that pass on a quieter one.
    fileParallelism: false,
    // The worker keeps what it imported (the sandbox, the portal server, Playwright) and its one
    // Chromium from file to file: each file starts its own servers, so nothing else carries over.
    isolate: false,
    // A poll waits as long as a locator does (stack.ts: 20 s): on a busy machine the page can take
    // more than the default 1 s to show what a test waits for, and a poll that gives up early fails a
    // test whose product is right.
    expect: { poll: { timeout: 20_000, interval: 50 } },
    reporters: ["default", "json"],
    outputFile: { json: resolve(import.meta.dirname, "../../../.reports/e2e.json") },
  },
})
