import { describe, expect, it } from "vitest"
import type { EntityId } from "../../api/ids.js"
import type { StaffPackageGroup } from "../../api/PackageGroups.js"
import { challengeAddressIn } from "./rules.js"

const group = {
  packageGroupId: 400,
  ownerEntityId: 1000,
  name: "Acme 2026",
  description: "",
  isActive: true,
  packages: [
    { packageId: 1, name: "Move", productId: null, challenges: [{ challengeId: 4001 }], rewardGroups: [] },
    {
      packageId: 2,
      name: "Rest",
      productId: null,
      challenges: [{ challengeId: 4002 }, { challengeId: 4003 }],
      rewardGroups: [],
    },
    { packageId: 3, name: "Empty", productId: null, challenges: [], rewardGroups: [] },
  ],
} as unknown as StaffPackageGroup
const acme = 1000 as EntityId

describe("the short challenge address (…/{packageGroupId}/challenge/{challengeId})", () => {
  it.each([
    [4001, { entityId: 1000, id: 400, packageId: 1, challengeId: 4001 }],
    [4003, { entityId: 1000, id: 400, packageId: 2, challengeId: 4003 }],
    [9999, undefined],
  ])("challenge %i leads to %j", (challengeId, address) => {
    expect(challengeAddressIn(group, acme, challengeId)).toEqual(address)
  })
})
