import { buildTree, treeRows } from "@wellkit/core"
import { describe, expect, it } from "vitest"
import { treeKeyAction } from "./tree-keys.js"

interface Org {
  readonly id: number
  readonly name: string
  readonly parentId: number | null
}
const forest = buildTree<Org, number>(
  [
    { id: 1, name: "Acme", parentId: null },
    { id: 2, name: "Acme East", parentId: 1 },
    { id: 3, name: "Acme West", parentId: 1 },
    { id: 4, name: "Reno", parentId: 3 },
    { id: 5, name: "Globex", parentId: null },
    { id: 6, name: "Globex Labs", parentId: 5 },
  ],
  { idOf: (o) => o.id, parentOf: (o) => o.parentId },
)
// Acme (open) › Acme East, Acme West (closed); Globex (closed)
const rows = treeRows(forest, (id) => id === 1)
const at = (name: string) => rows.findIndex((row) => row.node.item.name === name)

describe("WAI-ARIA tree keys", () => {
  it.each([
    ["ArrowDown", "Acme", { kind: "move", index: 1 }],
    ["ArrowDown", "Globex", { kind: "move", index: 3 }],
    ["ArrowUp", "Acme", { kind: "move", index: 0 }],
    ["Home", "Globex", { kind: "move", index: 0 }],
    ["End", "Acme", { kind: "move", index: 3 }],
    ["ArrowRight", "Acme West", { kind: "toggle", id: 3, open: true }],
    ["ArrowRight", "Acme", { kind: "move", index: 1 }],
    ["ArrowRight", "Acme East", undefined],
    ["ArrowLeft", "Acme", { kind: "toggle", id: 1, open: false }],
    ["ArrowLeft", "Acme West", { kind: "move", index: 0 }],
    ["ArrowLeft", "Globex", undefined],
    ["Enter", "Acme East", { kind: "choose", id: 2 }],
    ["*", "Acme", { kind: "expand", ids: [5] }],
    ["*", "Acme East", { kind: "expand", ids: [3] }],
    ["g", "Acme", { kind: "move", index: 3 }],
    ["A", "Acme East", { kind: "move", index: 2 }],
    ["a", "Globex", { kind: "move", index: 0 }],
    ["z", "Acme", undefined],
    [" ", "Acme", undefined],
    ["Tab", "Acme", undefined],
  ] as const)("%s on %s: %j", (key, name, action) => {
    expect(treeKeyAction(key, rows, at(name), (o) => o.name)).toEqual(action)
  })

  it("nothing happens without an active row", () => {
    expect(treeKeyAction("ArrowDown", [], 0, (o: Org) => o.name)).toBeUndefined()
  })
})
