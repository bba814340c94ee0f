import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } },
      { test: { name: "testkit", root: "packages/testkit", include: ["src/**/*.test.ts"] } },
      // These spawn the real command, which starts through tsx: seconds each on a busy 2-core machine.
      {
        test: {
          name: "cli",
          root: "packages/cli",
          include: ["src/**/*.test.{ts,tsx}"],
          // A suite's setup signs in through the real command too.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "web",
          root: "packages/web",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["e2e/**"],
          environment: "jsdom",
          setupFiles: ["src/test-setup.ts"],
        },
      },
      // docs/rules.md against the rule ids the tests name.
      { test: { name: "docs", root: "docs", include: ["*.test.ts"] } },
    ],
  },
})
