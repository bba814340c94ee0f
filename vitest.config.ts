import { defineConfig } from "vitest/config"

// `isolate: false` where it holds: a worker keeps what it imported from file to file, so the
// SDK, Effect and the sandbox are imported once a worker, not once a file (most of the unit
// time was imports). A file must then set up its own state in its hooks, never at import
// (package-groups.fixture.ts's useStaffSandbox); the files pass in any order (--sequence.shuffle.files).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          root: "packages/core",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          isolate: false,
        },
      },
      { test: { name: "testkit", root: "packages/testkit", include: ["src/**/*.test.ts"], isolate: false } },
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
          isolate: false,
        },
      },
      // docs/rules.md against the rule ids the tests name.
      { test: { name: "docs", root: "docs", include: ["*.test.ts"] } },
    ],
  },
})
