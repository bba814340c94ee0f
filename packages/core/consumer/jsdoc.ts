import ts from "typescript"

/** An area of the client: an object literal, or an interface of the SDK's own (not Effect's runtime). */
const isArea = (type: ts.Type, ownFiles: string) => {
  const symbol = type.getSymbol()
  if (!symbol) return false
  if (symbol.flags & (ts.SymbolFlags.TypeLiteral | ts.SymbolFlags.ObjectLiteral)) return true
  return (
    (symbol.flags & ts.SymbolFlags.Interface) !== 0 &&
    (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes(ownFiles))
  )
}

/**
 * The client's methods (`dispose`, `messages.list`, ...) whose JSDoc, as a
 * consumer's editor reads it from the published declarations, has no `@example`.
 */
export const methodsWithoutExample = (
  surfaceFile: string,
  ownFiles = "/node_modules/@wellkit/core/",
): ReadonlyArray<string> => {
  const program = ts.createProgram([surfaceFile], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(surfaceFile)
  const module = source && checker.getSymbolAtLocation(source)
  const client = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === "Client")
  if (!client) throw new Error(`${surfaceFile} does not export the Client type.`)
  const missing: Array<string> = []
  const visit = (owner: ts.Type, path: string) => {
    for (const property of owner.getProperties()) {
      const type = checker.getTypeOfSymbol(property)
      const name = path ? `${path}.${property.name}` : property.name
      if (type.getCallSignatures().length > 0) {
        if (!property.getJsDocTags(checker).some((tag) => tag.name === "example")) missing.push(name)
      } else if (!path && isArea(type, ownFiles)) visit(type, name)
    }
  }
  visit(checker.getDeclaredTypeOfSymbol(client), "")
  return missing
}
