import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } },
      { test: { name: "testkit", root: "packages/testkit", include: ["src/**/*.test.ts"] } },
      { test: { name: "cli", root: "packages/cli", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          root: "packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["e2e/**"],
          environment: "jsdom",
        },
      },
    ],
  },
})
