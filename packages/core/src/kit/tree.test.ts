import { describe, expect, it } from "vitest"
import { ancestorIds, branchIds, buildTree, searchTree, treeItems, treeRows } from "./tree.js"

interface Org {
  readonly id: number
  readonly name: string
  readonly parentId: number | null
}
const org = (id: number, name: string, parentId: number | null = null): Org => ({ id, name, parentId })
const shape = {
  idOf: (o: Org) => o.id,
  parentOf: (o: Org) => o.parentId,
  compare: (a: Org, b: Org) => a.name.localeCompare(b.name),
}
/** The forest as text: each record indented by its depth, in tree order. */
const outline = (items: ReadonlyArray<Org>) =>
  treeRows(buildTree(items, shape)).map((row) => `${"  ".repeat(row.node.depth)}${row.node.item.name}`)

describe("building a tree from records that name their parent", () => {
  it.each<[string, ReadonlyArray<Org>, ReadonlyArray<string>]>([
    ["nothing", [], []],
    ["roots only, by name", [org(2, "Beta"), org(1, "Alpha")], ["Alpha", "Beta"]],
    [
      "children under their parent, siblings by name",
      [org(3, "West", 1), org(1, "Acme"), org(2, "East", 1), org(4, "Depot", 3)],
      ["Acme", "  East", "  West", "    Depot"],
    ],
    ["a parent that is not in the list: a root", [org(5, "Orphan", 99), org(1, "Acme")], ["Acme", "Orphan"]],
    ["its own parent: a root", [org(1, "Selfish", 1)], ["Selfish"]],
    [
      "a loop: cut once, every record still shown once",
      [org(1, "A", 3), org(2, "B", 1), org(3, "C", 2)],
      ["A", "  B", "    C"],
    ],
    ["a repeated id keeps its first record", [org(1, "First"), org(1, "Second")], ["First"]],
  ])("%s", (_, items, expected) => {
    expect(outline(items)).toEqual(expected)
  })

  it("keeps the given order when no order is given", () => {
    const forest = buildTree([org(2, "Zed"), org(1, "Amy")], {
      idOf: (o) => o.id,
      parentOf: (o) => o.parentId,
    })
    expect(treeItems(forest).map((o) => o.name)).toEqual(["Zed", "Amy"])
  })

  it("builds 2,000 records in a chain without running out of stack", () => {
    const chain = Array.from({ length: 2000 }, (_, index) =>
      org(index + 1, `N${index}`, index === 0 ? null : index),
    )
    const forest = buildTree(chain, shape)
    expect(forest.byId.get(2000)?.depth).toBe(1999)
    expect(ancestorIds(forest, 2000)).toHaveLength(1999)
  })
})

const acme = [
  org(1000, "Acme Holdings"),
  org(1001, "Acme West", 1000),
  org(1002, "Acme East", 1000),
  org(1010, "Café Denver", 1001),
  org(1011, "Reno", 1001),
  org(2000, "Globex"),
]
const forest = buildTree(acme, shape)

describe("the rows a tree view shows", () => {
  it.each<[string, ReadonlyArray<number>, ReadonlyArray<string>]>([
    ["all closed: the roots", [], ["1:1/2 Acme Holdings closed", "1:2/2 Globex leaf"]],
    [
      "one branch open",
      [1000],
      ["1:1/2 Acme Holdings open", "2:1/2 Acme East leaf", "2:2/2 Acme West closed", "1:2/2 Globex leaf"],
    ],
    [
      "a child open under a closed parent stays hidden",
      [1001],
      ["1:1/2 Acme Holdings closed", "1:2/2 Globex leaf"],
    ],
    [
      "all open",
      [1000, 1001],
      [
        "1:1/2 Acme Holdings open",
        "2:1/2 Acme East leaf",
        "2:2/2 Acme West open",
        "3:1/2 Café Denver leaf",
        "3:2/2 Reno leaf",
        "1:2/2 Globex leaf",
      ],
    ],
  ])("%s", (_, open, expected) => {
    const shown = treeRows(forest, (id) => open.includes(id)).map(
      (row) =>
        `${row.level}:${row.position}/${row.siblings} ${row.node.item.name} ${
          row.expanded === undefined ? "leaf" : row.expanded ? "open" : "closed"
        }`,
    )
    expect(shown).toEqual(expected)
  })

  it("expand all opens every branch, and only branches", () => {
    expect([...branchIds(forest)].sort()).toEqual([1000, 1001])
  })

  it.each([
    [1010, [1000, 1001]],
    [1000, []],
    [4242, []],
  ])("the ancestors of %i are %j", (id, expected) => {
    expect(ancestorIds(forest, id)).toEqual(expected)
  })
})

describe("a search reveals its matches", () => {
  it.each<[string, ReadonlyArray<number>, ReadonlyArray<number>]>([
    ["", [], []],
    ["   ", [], []],
    ["cafe", [1010], [1000, 1001]],
    ["ACME", [1000, 1002, 1001], [1000]],
    ["reno", [1011], [1000, 1001]],
    ["glob", [2000], []],
    ["nowhere", [], []],
  ])("%j finds %j and opens %j", (query, matches, reveal) => {
    const found = searchTree(forest, query, (o) => o.name)
    expect(found.matches).toEqual(matches)
    expect([...found.reveal].sort()).toEqual(reveal)
  })
})
