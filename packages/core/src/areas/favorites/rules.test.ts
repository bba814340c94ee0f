import { describe, expect, it } from "vitest"
import type { EntityAssociationId, Favorite } from "../../api/Favorites.js"
import type { EntityId, UserId } from "../../api/ids.js"
import { associationOf, byName, fullName } from "./rules.js"

const favorite = (
  entityAssociationId: number,
  userId: number,
  firstName: string,
  lastName: string,
): Favorite => ({
  entityAssociationId: entityAssociationId as EntityAssociationId,
  userId: userId as UserId,
  firstName,
  lastName,
  emailAddress: "",
  entityId: 1000 as EntityId,
  organizationName: "Acme Holdings",
})

const list = [
  favorite(901, 10_003, "Grace", "Hopper"),
  favorite(902, 10_001, "Ada", "Lovelace"),
  favorite(903, 10_002, "Alan", "Hopper"),
]

describe("ADM-14: the star of a member", () => {
  it.each([
    [10_001, 902],
    [10_002, 903],
    [10_009, undefined],
  ])("member %i is starred by association %s (DELETE by entityAssociationId)", (userId, association) => {
    expect(associationOf(list, userId as UserId)).toBe(association)
  })

  it("no list read yet means no star known", () => {
    expect(associationOf(undefined, 10_001 as UserId)).toBeUndefined()
  })

  it("My favorites reads by last name, then first name", () => {
    expect(byName(list).map(fullName)).toEqual(["Alan Hopper", "Grace Hopper", "Ada Lovelace"])
  })
})
