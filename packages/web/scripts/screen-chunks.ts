/** What the build says of one of its chunks: the fields of Rollup's OutputChunk read here. */
export interface ChunkFacts {
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly isEntry: boolean
  readonly imports: ReadonlyArray<string>
  readonly dynamicImports: ReadonlyArray<string>
}

/**
 * Puts a chunk into `into` after the chunks it imports, each chunk once; what the entry page
 * loads is taken first, into nothing. `taken` hears of every chunk put anywhere.
 */
const dependencyOrder = (
  chunks: ReadonlyArray<ChunkFacts>,
  taken: (chunk: ChunkFacts) => void = () => {},
) => {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const take = (fileName: string, into?: Array<string>) => {
    const chunk = byName.get(fileName)
    if (chunk === undefined || seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of chunk.imports) take(imported, into)
    into?.push(fileName)
    taken(chunk)
  }
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) take(entry.fileName)
  return take
}

/**
 * NAV-11: the files a browser fetches ahead once the first page has rendered: the entry's
 * `import()`s (every screen, the SDK, the signed-in chrome) and theirs outward, each chunk after
 * the chunks it imports, nothing the entry page loads already. A chunk whose module is in
 * `leftOut` is not fetched, nor followed: what loads only when configured (monitoring).
 */
export const screenChunks = (
  chunks: ReadonlyArray<ChunkFacts>,
  leftOut: ReadonlyArray<string> = [],
): Array<string> => {
  const order: Array<string> = []
  const later: Array<string> = []
  const take = dependencyOrder(chunks, (chunk) => later.push(...chunk.dynamicImports))
  const excluded = new Set(
    chunks.filter((chunk) => leftOut.includes(chunk.facadeModuleId ?? "")).map((chunk) => chunk.fileName),
  )
  for (let next = later.shift(); next !== undefined; next = later.shift())
    if (!excluded.has(next)) take(next, order)
  return order
}
