import type { ChallengeTemplate, EntityId, PackageGroupId } from "@wellkit/core"
import { withChallengeAdded } from "@wellkit/core/challenges"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

describe("challenges against the sandbox", () => {
  it("POR-5: challenges by organization; an added template is saved, listed, and leads to /challenges", async () => {
    expect((await env.client.challenges.list(acme)).map((c) => c.name)).toEqual([
      "Hydration week",
      "Step it up",
      "Sleep well",
    ])
    const [template] = (await env.client.challengeTemplates.list()).filter(
      (t) => t.name === "Mindful minutes",
    )
    const group = await env.client.challenges.packageGroup(acme, 400 as PackageGroupId)
    const outcome = await env.client.challenges.savePackageGroup(
      "add",
      withChallengeAdded(group, template as ChallengeTemplate, "2027-02-01"),
    )
    expect(outcome.redirect).toEqual({ path: "/challenges" })
    expect(outcome.group.challenges.at(-1)).toMatchObject({
      name: "Mindful minutes",
      endDate: "2027-02-21",
      challengeId: 4012,
    })
    expect((await env.client.challenges.list(acme)).map((c) => c.name)).toContain("Mindful minutes")
    expect(env.sandbox.requests.filter((r) => r === "GET /organizations/1000/challenges")).toHaveLength(2)
  })

  it("POR-5: a 400 is the failed-to-add alert with the server's text; a 500 is the general error", async () => {
    const group = await env.client.challenges.packageGroup(acme, 400 as PackageGroupId)
    const [step] = await env.client.challengeTemplates.list()
    const clash = await env.client.challenges
      .savePackageGroup("add", withChallengeAdded(group, step as ChallengeTemplate, "2026-11-20"))
      .catch((e) => e)
    expect(clash).toMatchObject({
      message: "ERRORS.FAILED_TO_ADD_CHALLENGE",
      status: 400,
      additionalMessage: "“Step it up” already runs from 2026-11-09 to 2026-12-06 in this group.",
    })
    env.sandbox.faults.set({ endpoint: "challenges.savePackageGroup", status: 500 })
    const down = await env.client.challenges.savePackageGroup("save", group).catch((e) => e)
    expect(down).toMatchObject({ message: "ERRORS.UPDATE_PACKAGEGROUP_FAILED", status: 500 })
  })
})
