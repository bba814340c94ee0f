/** What the build says of one of its chunks: the fields of Rollup's OutputChunk read here. */
export interface ChunkFacts {
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly isEntry: boolean
  readonly imports: ReadonlyArray<string>
  readonly dynamicImports: ReadonlyArray<string>
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
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const listed = new Set<string>()
  const order: Array<string> = []
  const later: Array<string> = []
  const take = (fileName: string, into: Array<string> | undefined) => {
    const chunk = byName.get(fileName)
    if (chunk === undefined || listed.has(fileName)) return
    listed.add(fileName)
    for (const imported of chunk.imports) take(imported, into)
    into?.push(fileName)
    later.push(...chunk.dynamicImports)
  }
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) take(entry.fileName, undefined)
  for (const id of first.toReversed()) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id)
    if (chunk) later.unshift(chunk.fileName)
  }
  for (let next = later.shift(); next !== undefined; next = later.shift()) take(next, order)
  return order
}
