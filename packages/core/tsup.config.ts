import { existsSync, readdirSync } from "node:fs"
import { defineConfig } from "tsup"

/** One entry per area folder, so a new area gets its subpath (`@wellkit/core/<area>`) in the build. */
const areas = readdirSync("src/areas").filter((area) => existsSync(`src/areas/${area}/index.ts`))

/**
 * The published artefact only: the workspace's own packages read the sources
 * through the `exports` map, and `publishConfig.exports` points at what this builds.
 */
export default defineConfig({
  entry: {
    index: "src/index.ts",
    ...Object.fromEntries(areas.map((area) => [area, `src/areas/${area}/index.ts`])),
  },
  format: ["esm"],
  target: "es2022",
  platform: "neutral",
  // Declarations are TypeScript's own emit, copied by scripts/declarations.mjs after this.
  dts: false,
  clean: true,
  splitting: true,
  treeshake: false,
})
