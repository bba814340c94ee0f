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
 * NAV-11: the files a browser fetches ahead once the first page has rendered, in the order
 * to fetch them. First the modules named `first` (what the entry module itself imports
 * later: the SDK, the signed-in chrome), then the entry's other `import()`s and theirs
 * outward, each chunk after the chunks it imports, so a screen is whole as soon as its own
 * file has arrived. Nothing the entry page loads already.
 */
export const screenChunks = (
  chunks: ReadonlyArray<ChunkFacts>,
  first: ReadonlyArray<string> = [],
): Array<string> => {
  const order: Array<string> = []
  const later: Array<string> = []
  const take = dependencyOrder(chunks, (chunk) => later.push(...chunk.dynamicImports))
  for (const id of first.toReversed()) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id)
    if (chunk) later.unshift(chunk.fileName)
  }
  for (let next = later.shift(); next !== undefined; next = later.shift()) take(next, order)
  return order
}

/**
 * Issue 23: the files a signed-in start runs, one task each (src/app/sdk-steps.ts): the chunk
 * whose module is `id` and every chunk it imports, each after what it imports, nothing the
 * entry page loads already. Empty when the build has no such chunk.
 */
export const sdkSteps = (chunks: ReadonlyArray<ChunkFacts>, id: string): Array<string> => {
  const steps: Array<string> = []
  const sdk = chunks.find((chunk) => chunk.facadeModuleId === id)
  if (sdk) dependencyOrder(chunks)(sdk.fileName, steps)
  return steps
}
