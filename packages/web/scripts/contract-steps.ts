/** What the chunking pass says of one module: the field of Rolldown's ModuleInfo read here. */
export interface ModuleFacts {
  readonly importedIds: ReadonlyArray<string>
}

export interface ContractStepsOptions {
  /** The contract's own module (core's api/WellkitApi.ts): what it imports is split, it is not. */
  readonly root: string
  /** Whether a module the contract imports is the contract's own code (core's source, not a library's). */
  readonly within: (id: string) => boolean
  /** A module's weight, for chunks of about equal evaluation time (its source's size). */
  readonly sizeOf: (id: string) => number
  readonly parts: number
  /**
   * The contract's modules the sign-in page imports too (the e-mail address's rule): they stay in
   * the chunk Rolldown shares with it, or the page would load a part of the contract with them.
   * Each must import none of the contract's own modules.
   */
  readonly keepOut: ReadonlyArray<string>
}

/**
 * Issue 23: which chunk each of the contract's modules goes to, so the contract runs as
 * `parts` SDK steps (src/app/sdk-steps.ts) instead of one task of 150–280 ms on a phone.
 * The modules are taken leaves first (by the longest chain of imports below each, then by id)
 * and cut into `parts` runs of about equal size: every module's imports are in its own chunk
 * or an earlier one, so no two chunks import each other (Rolldown's order of modules across
 * chunks that import each other was what broke a split by group file). `null` for any module
 * that is not the contract's, which Rolldown chunks as it would.
 */
export const contractSteps = (options: ContractStepsOptions) => {
  let chunkOf: Map<string, string> | undefined
  const plan = (info: (id: string) => ModuleFacts | null) => {
    const depth = new Map<string, number>()
    const walking = new Set<string>()
    const depthOf = (id: string): number => {
      const known = depth.get(id)
      if (known !== undefined) return known
      // `pnpm circles` keeps core free of import cycles; one here would make two chunks import each other.
      if (walking.has(id))
        throw new Error(`the contract's modules import each other in a cycle through ${id}`)
      walking.add(id)
      const below = (info(id)?.importedIds ?? []).filter(options.within).map(depthOf)
      const own = below.length === 0 ? 0 : Math.max(...below) + 1
      depth.set(id, own)
      return own
    }
    depthOf(options.root)
    // The root stays with its readers: it alone imports HttpApi and OpenApi, which Rolldown puts
    // beside the client, and a part that imported them from there would close a cycle.
    depth.delete(options.root)
    for (const id of options.keepOut) {
      if (depth.get(id))
        throw new Error(`${id} imports the contract's modules: it cannot stay out of its parts`)
      depth.delete(id)
    }
    const order = [...depth.keys()].sort((a, b) => depthOf(a) - depthOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    const total = order.reduce((sum, id) => sum + options.sizeOf(id), 0)
    const chunks = new Map<string, string>()
    let before = 0
    for (const id of order) {
      const part = Math.min(options.parts - 1, Math.floor((before / total) * options.parts))
      chunks.set(id, `contract-${part + 1}`)
      before += options.sizeOf(id)
    }
    return chunks
  }
  return (id: string, ctx: { readonly getModuleInfo: (id: string) => ModuleFacts | null }) => {
    chunkOf ??= plan((moduleId) => ctx.getModuleInfo(moduleId))
    return chunkOf.get(id) ?? null
  }
}
