/**
 * A forest made from flat records that name their parent (organizations,
 * package groups, flows): built once in O(n log n), then read as the rows a
 * tree view shows, the order a picker lists, and the branches a search opens.
 */
export interface TreeNode<T, Id> {
  readonly id: Id
  readonly item: T
  /** null for a root, also when the record's parent is unknown or part of a loop. */
  readonly parentId: Id | null
  /** 0 for a root. */
  readonly depth: number
  readonly children: ReadonlyArray<TreeNode<T, Id>>
}

export interface Forest<T, Id> {
  readonly roots: ReadonlyArray<TreeNode<T, Id>>
  readonly byId: ReadonlyMap<Id, TreeNode<T, Id>>
}

export interface TreeShape<T, Id> {
  readonly idOf: (item: T) => Id
  readonly parentOf: (item: T) => Id | null | undefined
  /** The order of siblings. @default the order the records came in */
  readonly compare?: (a: T, b: T) => number
}

interface Building<T, Id> {
  readonly id: Id
  readonly item: T
  parentId: Id | null
  depth: number
  readonly children: Array<Building<T, Id>>
}

/**
 * The forest of `items`. A repeated id keeps its first record; a record whose
 * parent is missing, itself, or in a loop with it becomes a root, so every
 * record is shown exactly once whatever the data says.
 */
export const buildTree = <T, Id>(items: ReadonlyArray<T>, shape: TreeShape<T, Id>): Forest<T, Id> => {
  const byId = new Map<Id, Building<T, Id>>()
  for (const item of items) {
    const id = shape.idOf(item)
    if (!byId.has(id)) byId.set(id, { id, item, parentId: null, depth: 0, children: [] })
  }
  for (const node of byId.values()) {
    const parentId = shape.parentOf(node.item)
    node.parentId = parentId != null && parentId !== node.id && byId.has(parentId) ? parentId : null
  }
  breakLoops(byId)
  const roots: Array<Building<T, Id>> = []
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const order = shape.compare
  const settle = (nodes: Array<Building<T, Id>>, depth: number) => {
    if (order) nodes.sort((a, b) => order(a.item, b.item))
    for (const node of nodes) {
      node.depth = depth
      settle(node.children, depth + 1)
    }
  }
  settle(roots, 0)
  return { roots, byId }
}

/** Walks up from each record once; the first record met twice on one walk is cut from its parent. */
const breakLoops = <T, Id>(byId: Map<Id, Building<T, Id>>) => {
  const state = new Map<Id, "walking" | "done">()
  for (const start of byId.values()) {
    const path: Array<Building<T, Id>> = []
    let current: Building<T, Id> | undefined = start
    while (current && !state.has(current.id)) {
      state.set(current.id, "walking")
      path.push(current)
      current = current.parentId === null ? undefined : byId.get(current.parentId)
    }
    if (current && state.get(current.id) === "walking") current.parentId = null
    for (const node of path) state.set(node.id, "done")
  }
}

/** One line of a tree view, with what WAI-ARIA's tree pattern says about it. */
export interface TreeRow<T, Id> {
  readonly node: TreeNode<T, Id>
  /** aria-level: 1 for a root. */
  readonly level: number
  /** aria-posinset and aria-setsize among its siblings. */
  readonly position: number
  readonly siblings: number
  /** undefined for a leaf, which can be neither. */
  readonly expanded: boolean | undefined
}

/**
 * The rows a tree view shows, parents before their children; a branch's
 * children only when `isOpen` says it is expanded (every branch by default).
 */
export const treeRows = <T, Id>(
  forest: Forest<T, Id>,
  isOpen: (id: Id) => boolean = () => true,
): Array<TreeRow<T, Id>> => {
  const rows: Array<TreeRow<T, Id>> = []
  const visit = (nodes: ReadonlyArray<TreeNode<T, Id>>, level: number) => {
    nodes.forEach((node, index) => {
      const open = node.children.length === 0 ? undefined : isOpen(node.id)
      rows.push({ node, level, position: index + 1, siblings: nodes.length, expanded: open })
      if (open) visit(node.children, level + 1)
    })
  }
  visit(forest.roots, 1)
  return rows
}

/** Every record in tree order: a picker's list, children under their parent. */
export const treeItems = <T, Id>(forest: Forest<T, Id>): Array<T> =>
  treeRows(forest).map((row) => row.node.item)

/** The ids of a record's ancestors, the root first; empty for a root or an unknown id. */
export const ancestorIds = <T, Id>(forest: Forest<T, Id>, id: Id): Array<Id> => {
  const found: Array<Id> = []
  for (let parent = forest.byId.get(id)?.parentId ?? null; parent !== null; ) {
    found.unshift(parent)
    parent = forest.byId.get(parent)?.parentId ?? null
  }
  return found
}

/** Every record that has children: what "expand all" opens. */
export const branchIds = <T, Id>(forest: Forest<T, Id>): Set<Id> =>
  new Set([...forest.byId.values()].filter((node) => node.children.length > 0).map((node) => node.id))

/** Lower case without accents, so "cafe" finds "Café". */
export const foldText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

/**
 * A search over the tree: the records whose text holds the query (case and
 * accents ignored), in tree order, and the branches to open so each is seen.
 */
export const searchTree = <T, Id>(
  forest: Forest<T, Id>,
  query: string,
  textOf: (item: T) => string,
): { readonly matches: Array<Id>; readonly reveal: Set<Id> } => {
  const needle = foldText(query.trim())
  if (!needle) return { matches: [], reveal: new Set() }
  const matches = treeRows(forest)
    .filter((row) => foldText(textOf(row.node.item)).includes(needle))
    .map((row) => row.node.id)
  const reveal = new Set<Id>()
  for (const id of matches) {
    for (let parent = forest.byId.get(id)?.parentId ?? null; parent !== null && !reveal.has(parent); ) {
      reveal.add(parent)
      parent = forest.byId.get(parent)?.parentId ?? null
    }
  }
  return { matches, reveal }
}
