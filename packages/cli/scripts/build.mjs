// Bundles the command into one file, so it starts in a fraction of a second and
// loads only the code it uses (tsx would transpile and load every module at start).
import { build } from "esbuild"

const stubDevtools = {
  name: "no-react-devtools",
  setup(context) {
    // Ink loads its devtools only with DEV=true; the package is optional and not installed.
    context.onResolve({ filter: /^react-devtools-core$/ }, () => ({
      path: "react-devtools-core",
      namespace: "stub",
    }))
    context.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
      contents: "export default { initialize() {}, connectToDevTools() {} }",
    }))
  },
}

await build({
  entryPoints: [new URL("../src/main.ts", import.meta.url).pathname],
  outfile: new URL("../dist/wellkit.mjs", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  sourcemap: "linked",
  // ws works without its native speed-ups; commander and friends are CommonJS and call require.
  external: ["bufferutil", "utf-8-validate"],
  banner: {
    js: "import { createRequire as __wellkitRequire } from 'node:module'; const require = __wellkitRequire(import.meta.url);",
  },
  plugins: [stubDevtools],
  logLevel: "warning",
})
