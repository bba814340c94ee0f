import type { Entity } from "@wellkit/core"

const entity = (id: number, name: string, parentId: number | null, testInd = false) =>
  ({ id, name, parentId, testInd }) as Entity

/** A holding with two branches and a test organization, so the tree, scoping and the QA flag all show. */
export const seedEntities = (): Array<Entity> => [
  entity(1000, "Acme Holdings", null),
  entity(1001, "Acme West", 1000),
  entity(1002, "Acme East", 1000),
  entity(1003, "Acme QA Sandbox", 1000, true),
]
