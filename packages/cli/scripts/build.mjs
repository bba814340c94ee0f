// Bundles the command, so it starts in a fraction of a second and loads only the
// code it uses (tsx would transpile and load every module at start). The entry,
// dist/wellkit.mjs, holds commander and the command table; each command is a
// chunk loaded when it is needed, so `wellkit --help` never loads the SDK.
//
// `node scripts/build.mjs` (the package's build script, a stage of the test command)
// builds dist/; bin/wellkit.mjs calls buildCli() itself when the bundle is missing or a
// source is newer, so an install builds nothing.
import { randomBytes } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
export const outdir = here("../dist")
export const entry = join(outdir, "wellkit.mjs")

/**
 * @microsoft/signalr loads its Node transports with a hidden require ("ws",
 * "eventsource", and "tough-cookie" with "fetch-cookie" for negotiate) that
 * esbuild cannot see; from dist/ they would not resolve, as the CLI does not
 * depend on them ("Cannot find module 'ws'" once the upload is done). Made
 * visible, they are bundled from signalr's own dependencies.
 */
const signalrNodeModules = {
  name: "signalr-node-modules",
  setup(context) {
    context.onLoad({ filter: /[\\/]@microsoft[\\/]signalr[\\/]dist[\\/]cjs[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace(
        /requireFunc\("(ws|eventsource|tough-cookie|fetch-cookie)"\)/g,
        (_, name) => `require("${name}")`,
      ),
      loader: "js",
    }))
  },
}

/**
 * undici's index loads every part of it (mock agents, caches, retry agents, the
 * fetch implementation): about 8 MB more of a running command than the two
 * classes the transport uses (src/http/undici-transport.ts). The bundle takes
 * just those, and gives dispatchers the methods the index adds to them
 * (request, connect, …: the proxy's pool is connected through). Another name
 * imported from "undici" fails the build, so a new use is added here. Types
 * still come from undici's index.
 */
const undiciParts = {
  name: "undici-parts",
  setup(context) {
    context.onResolve({ filter: /^undici$/ }, () => ({ path: "undici", namespace: "undici-parts" }))
    context.onLoad({ filter: /.*/, namespace: "undici-parts" }, () => ({
      contents: [
        'import Dispatcher from "undici/lib/dispatcher/dispatcher.js"',
        'import api from "undici/lib/api/index.js"',
        "Object.assign(Dispatcher.prototype, api)",
        'export { default as Pool } from "undici/lib/dispatcher/pool.js"',
        'export { default as EnvHttpProxyAgent } from "undici/lib/dispatcher/env-http-proxy-agent.js"',
      ].join("\n"),
      resolveDir: here(".."),
    }))
  },
}

/** esbuild's own first error, else the first line of the message. */
export const firstLine = (error) => error?.errors?.[0]?.text ?? String(error?.message ?? error).split("\n")[0]

/** Builds dist/ and returns the files written. Safe to run by two processes at once. */
export async function buildCli() {
  const { build } = await import("esbuild")
  const result = await build({
    entryPoints: { wellkit: here("../src/main.ts") },
    outdir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunk-[hash]",
    bundle: true,
    splitting: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    // Less to read at every start; names stay, so a stack trace still says where.
    minifyWhitespace: true,
    minifySyntax: true,
    // ws works without its native speed-ups; commander and friends are CommonJS and call require.
    external: ["bufferutil", "utf-8-validate"],
    banner: {
      js: "import { createRequire as __wellkitRequire } from 'node:module'; const require = __wellkitRequire(import.meta.url);",
    },
    plugins: [signalrNodeModules, undiciParts],
    logLevel: "warning",
  })
  mkdirSync(outdir, { recursive: true })
  // Each file is written whole, then renamed into place; the entry last, as its
  // time is what says the bundle is fresh. Chunk names are content hashes.
  const tag = `${process.pid}.${randomBytes(4).toString("hex")}.tmp`
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry))
  for (const file of files) {
    writeFileSync(`${file.path}.${tag}`, file.contents)
    renameSync(`${file.path}.${tag}`, file.path)
  }
  // Chunks of earlier builds go once they are old: a build running alongside this
  // one (two commands started after an edit) may have written its own just now.
  const written = new Set(files.map((file) => basename(file.path)))
  const old = Date.now() - 10 * 60 * 1000
  for (const name of readdirSync(outdir)) {
    const path = join(outdir, name)
    if (/^chunk-\w+\.mjs$|\.map$/.test(name) && !written.has(name) && statSync(path).mtimeMs < old)
      rmSync(path, { force: true })
  }
  return files.map((file) => file.path)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildCli()
}
