import type { Entity, SystemParameter } from "@wellkit/core"

const entity = (id: number, name: string, parentId: number | null, testInd = false) =>
  ({ id, name, parentId, testInd }) as Entity

/** A holding with two branches and a test organisation, so the tree, scoping and the QA flag all show. */
export const seedEntities = (): Array<Entity> => [
  entity(1000, "Acme Holdings", null),
  entity(1001, "Acme West", 1000),
  entity(1002, "Acme East", 1000),
  entity(1003, "Acme QA Sandbox", 1000, true),
]

export const seedSystemParameters = (): Array<SystemParameter & { entityId: number }> =>
  [1000, 1001, 1002, 1003].flatMap((entityId, index) => [
    { systemParameterId: 100 + index * 3, entityId, name: "INACTIVITY_LOGOUT_MS", value: "900000" },
    { systemParameterId: 101 + index * 3, entityId, name: "SOCIAL_BLOG_ID", value: "42" },
    { systemParameterId: 102 + index * 3, entityId, name: "SOCIAL_GROUP_ID", value: "7" },
  ]) as Array<SystemParameter & { entityId: number }>
