import { readdir, readFile, rm, writeFile } from "node:fs/promises"
import { extname, join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

/**
 * Every compressible file of a build gets a `.br` and a `.gz` twin, made
 * once at build time with the strongest settings, so the portal's server only picks
 * one (server/portal-server.ts) and never compresses per request.
 * Run by vite.config.ts after each build; `tsx scripts/precompress.ts DIR` for a build made elsewhere.
 */

export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json"])
/** Below this the bytes saved are hardly more than the headers a compressed response adds. */
export const MIN_BYTES = 256

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

export interface PrecompressedFile {
  /** Relative to the build folder. */
  readonly file: string
  readonly raw: number
  readonly gzip?: number | undefined
  readonly br?: number | undefined
}

/** Every file below `dir`, skipping dot folders (Vite's .vite/manifest.json is not served). */
const walk = async (dir: string): Promise<Array<string>> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  )
  return nested.flat()
}

/** Writes the twin when it is smaller, and removes a stale one from an earlier build when it is not. */
const keepIfSmaller = async (path: string, raw: number, body: Buffer): Promise<number | undefined> => {
  if (body.length >= raw) {
    await rm(path, { force: true })
    return undefined
  }
  await writeFile(path, body)
  return body.length
}

export const precompress = async (dir: string): Promise<Array<PrecompressedFile>> => {
  const files = (await walk(dir)).filter((path) => COMPRESSIBLE.has(extname(path)))
  // zlib's async calls run on libuv's thread pool: all cores, without blocking the build's own thread.
  return Promise.all(
    files.map(async (path): Promise<PrecompressedFile> => {
      const body = await readFile(path)
      const file = relative(dir, path)
      if (body.length < MIN_BYTES) {
        await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })])
        return { file, raw: body.length }
      }
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      return {
        file,
        raw: body.length,
        br: await keepIfSmaller(`${path}.br`, body.length, br),
        gzip: await keepIfSmaller(`${path}.gz`, body.length, gz),
      }
    }),
  )
}

const sum = (files: ReadonlyArray<PrecompressedFile>, key: "raw" | "gzip" | "br") =>
  files.reduce((total, file) => total + (file[key] ?? file.raw), 0)

export const summary = (files: ReadonlyArray<PrecompressedFile>): string => {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  return `precompressed ${files.filter((file) => file.br || file.gzip).length} of ${files.length} files: ${kb(sum(files, "raw"))} raw, ${kb(sum(files, "gzip"))} gzip, ${kb(sum(files, "br"))} brotli`
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2]
  if (!dir) {
    process.stderr.write("usage: tsx scripts/precompress.ts DIST_DIR\n")
    process.exit(2)
  }
  process.stdout.write(`${summary(await precompress(dir))}\n`)
}
