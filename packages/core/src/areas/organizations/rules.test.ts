import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { EntityId } from "../../api/ids.js"
import { ChildId, type DependencyCounts, OrganizationCreate } from "../../api/Organizations.js"
import { appError } from "../../errors/AppError.js"
import {
  changesOf,
  childDefaults,
  clientIdTaken,
  dependencyRows,
  isUpdate,
  type OrganizationInput,
  redirectAfter,
} from "./rules.js"

const id = (n: number) => n as EntityId

describe("organization rules", () => {
  it.each<[string, OrganizationInput, boolean]>([
    ["an entityId", { entityId: id(1001), organizationName: "West", testInd: false }, true],
    [
      "a parentId and no entityId",
      { parentId: id(1001), organizationName: "Reno", childId: "RENO", testInd: false } as OrganizationInput,
      false,
    ],
  ])("ADM-1: %s means update is %s", (_, input, update) => {
    expect(isUpdate(input)).toBe(update)
  })

  it.each([
    ["create", { path: "/noap/admin/organizations/1005" }],
    ["update", undefined],
  ] as const)("ADM-2: after %s the portal goes to %j", (action, redirect) => {
    expect(redirectAfter(action, id(1005))).toEqual(redirect)
  })

  it.each<[string, { organizationName: string; testInd: boolean }, ReadonlyArray<unknown>]>([
    ["nothing", { organizationName: "Acme West", testInd: false }, []],
    ["spaces only", { organizationName: " Acme West ", testInd: false }, []],
    [
      "the name",
      { organizationName: "Acme Pacific", testInd: false },
      [{ kind: "rename", from: "Acme West", to: "Acme Pacific" }],
    ],
    ["the flag", { organizationName: "Acme West", testInd: true }, [{ kind: "testFlag", to: true }]],
    [
      "both",
      { organizationName: "QA", testInd: true },
      [
        { kind: "rename", from: "Acme West", to: "QA" },
        { kind: "testFlag", to: true },
      ],
    ],
  ])("a change of %s is confirmed as %j", (_, next, expected) => {
    expect(changesOf({ name: "Acme West", testInd: false }, next)).toEqual(expected)
  })

  it("dependency counts are read out above zero only, most affected people first", () => {
    const counts: DependencyCounts = {
      childOrganizations: 2,
      administrators: 1,
      employees: 120,
      licenses: 0,
      packageGroups: 3,
      messages: 0,
      healthtrackers: 0,
    }
    expect(dependencyRows(counts)).toEqual([
      { kind: "employees", count: 120 },
      { kind: "administrators", count: 1 },
      { kind: "childOrganizations", count: 2 },
      { kind: "packageGroups", count: 3 },
    ])
    expect(
      dependencyRows({ ...counts, childOrganizations: 0, administrators: 0, employees: 0, packageGroups: 0 }),
    ).toEqual([])
  })

  it("a new child starts with its parent's test flag", () => {
    expect(childDefaults({ id: id(1003), testInd: true })).toEqual({
      parentId: 1003,
      organizationName: "",
      childId: "",
      testInd: true,
    })
  })

  it("a 302 on create is the taken client id; anything else keeps the call's key", () => {
    const duplicate = appError({ message: "ERRORS.FAILED_TO_CREATE_ORGANIZATION", status: 302 })
    expect(clientIdTaken(duplicate).message).toBe("ERRORS.ORGANIZATION_CLIENT_ID_TAKEN")
    const other = appError({ message: "ERRORS.FAILED_TO_CREATE_ORGANIZATION", status: 500 })
    expect(clientIdTaken(other)).toBe(other)
  })
})

describe("a client id (the spec's childId)", () => {
  it.each([
    ["ACME-W", "ACME-W"],
    [" acme-reno ", "ACME-RENO"],
    ["7ELEVEN", "7ELEVEN"],
    ["A1", "A1"],
    ["ABCDEFGHIJ0123456789", "ABCDEFGHIJ0123456789"],
  ])("%j is accepted as %j", (typed, kept) => {
    expect(Schema.decodeUnknownSync(ChildId)(typed)).toBe(kept)
  })

  it.each([
    ["", "Enter the client id."],
    ["   ", "Enter the client id."],
    ["A", "A client id is 2 to 20"],
    ["-ACME", "A client id is 2 to 20"],
    ["ACME W", "A client id is 2 to 20"],
    ["ACME_W", "A client id is 2 to 20"],
    ["ABCDEFGHIJ01234567890", "A client id is 2 to 20"],
  ])("%j is refused: %s…", (typed, message) => {
    const decoded = Schema.decodeUnknownEither(ChildId)(typed)
    expect(Either.isLeft(decoded) && decoded.left.message).toContain(message)
  })

  it("belongs to the create payload, which has no entityId", () => {
    const decoded = Schema.decodeUnknownSync(OrganizationCreate)({
      parentId: 1001,
      organizationName: "  Reno ",
      childId: "reno",
      testInd: false,
    })
    expect(decoded).toEqual({ parentId: 1001, organizationName: "Reno", childId: "RENO", testInd: false })
  })
})
