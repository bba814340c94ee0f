/** What the chunking pass says of one module: the field of Rolldown's ModuleInfo read here. */
export interface ModuleFacts {
  readonly importedIds: ReadonlyArray<string>
}

export interface EvaluationStepsOptions {
  /** The chunks' names: `<name>-1`, `<name>-2`, … */
  readonly name: string
  /** Where the walk for the modules to split starts; it is not split itself. */
  readonly root: string
  /** The modules to split: the contract's own code, or a library's. */
  readonly within: (id: string) => boolean
  /** Modules the walk passes through to find more, without splitting them (the SDK's own code). */
  readonly through?: (id: string) => boolean
  /** A module's weight, for chunks of about equal evaluation time (its source's size). */
  readonly sizeOf: (id: string) => number
  readonly parts: number
  /**
   * Modules to split that the sign-in page imports too (the e-mail address's rule): they stay in
   * the chunk Rolldown shares with it, or the page would load a part with them. Each must import
   * none of the modules split.
   */
  readonly keepOut: ReadonlyArray<string>
}

/**
 * Issue 23: which chunk each module goes to, so that a large body of code the SDK runs at its
 * start (the contract, the Effect library) runs as `parts` SDK steps (src/app/sdk-steps.ts)
 * instead of one task of 150–280 ms on a phone. The modules are taken leaves first (by the
 * longest chain of imports below each, then by id) and cut into `parts` runs of about equal
 * size: every module's imports are in its own chunk or an earlier one, so no two chunks import
 * each other (Rolldown's order of modules across chunks that import each other was what broke
 * a split by group file). `null` for any other module, which Rolldown chunks as it would.
 */
export const evaluationSteps = (options: EvaluationStepsOptions) => {
  let chunkOf: Map<string, string> | undefined
  const plan = (info: (id: string) => ModuleFacts | null) => {
    const importsOf = (id: string) => info(id)?.importedIds ?? []
    const found = new Set<string>()
    const passed = new Set<string>([options.root])
    const walk = (id: string) => {
      for (const next of importsOf(id)) {
        if (passed.has(next)) continue
        passed.add(next)
        if (options.within(next)) found.add(next)
        if (options.within(next) || options.through?.(next)) walk(next)
      }
    }
    walk(options.root)
    const depth = new Map<string, number>()
    const walking = new Set<string>()
    const depthOf = (id: string): number => {
      const known = depth.get(id)
      if (known !== undefined) return known
      // `pnpm circles` keeps core free of import cycles (and Effect has none); one here would
      // make two chunks import each other.
      if (walking.has(id))
        throw new Error(`the ${options.name} modules import each other in a cycle through ${id}`)
      walking.add(id)
      const below = importsOf(id).filter(options.within).map(depthOf)
      const own = below.length === 0 ? 0 : Math.max(...below) + 1
      depth.set(id, own)
      return own
    }
    for (const id of found) depthOf(id)
    // The contract's root stays with its readers: it alone imports HttpApi and OpenApi, which
    // Rolldown puts beside the client, and a part that imported them from there would close a cycle.
    depth.delete(options.root)
    for (const id of options.keepOut) {
      if (depth.get(id))
        throw new Error(`${id} imports the ${options.name} modules: it cannot stay out of their parts`)
      depth.delete(id)
    }
    const order = [...depth.keys()].sort((a, b) => depthOf(a) - depthOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    const total = order.reduce((sum, id) => sum + options.sizeOf(id), 0)
    const chunks = new Map<string, string>()
    let before = 0
    for (const id of order) {
      const part = Math.min(options.parts - 1, Math.floor((before / total) * options.parts))
      chunks.set(id, `${options.name}-${part + 1}`)
      before += options.sizeOf(id)
    }
    return chunks
  }
  return (id: string, ctx: { readonly getModuleInfo: (id: string) => ModuleFacts | null }) => {
    chunkOf ??= plan((moduleId) => ctx.getModuleInfo(moduleId))
    return chunkOf.get(id) ?? null
  }
}
