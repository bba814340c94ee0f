import type { EntityId, PackageGroupId } from "@wellkit/core"
import { PackageGroups } from "@wellkit/core/package-groups"
import { describe, expect, it } from "vitest"
import { draftOf, inputOf, sameDraft, validate } from "./draft.js"

const owner = 1000 as EntityId
const saved = {
  packageGroupId: 400 as PackageGroupId,
  ownerEntityId: owner,
  name: "Acme 2026",
  description: "",
  isActive: true,
  packages: [{ packageId: 4100, name: "Core", productId: 302 }],
} as never

describe("the package group form's draft", () => {
  it("ADM-1: sends the group's id and its packages in their order, a new package without an id", () => {
    const draft = draftOf(saved)
    const added = {
      ...draft,
      packages: [{ key: "n", packageId: undefined, name: "Mind", productId: "" }, ...draft.packages],
    }
    expect(inputOf(added, { ownerEntityId: owner, packageGroupId: 400 as PackageGroupId })).toMatchObject({
      packageGroupId: 400,
      packages: [
        { name: "Mind", productId: null },
        { packageId: 4100, name: "Core", productId: 302 },
      ],
    })
    expect(sameDraft(draft, draftOf(saved))).toBe(true)
    expect(sameDraft(added, draft)).toBe(false)
  })

  it("puts each error on its own field, a package's by its place", () => {
    const draft = {
      ...draftOf(saved),
      name: " ",
      packages: [...draftOf(saved).packages, { key: "n", packageId: undefined, name: "", productId: "" }],
    }
    const checked = validate(
      PackageGroups.resource.input as never,
      inputOf(draft, { ownerEntityId: owner, packageGroupId: undefined }),
    )
    expect(checked).toEqual({
      ok: false,
      errors: { name: "Enter a name.", "packages.1.name": "Enter the package's name." },
    })
  })
})
