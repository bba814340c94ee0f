import { describe, expect, it } from "vitest"
import type { ChallengeId, ChallengeTemplate, PackageGroupId } from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import { isOutcomeUnknown } from "../../errors/AppError.js"
import { testServer } from "../test-server.js"
import * as Challenges from "./Challenges.js"

/**
 * Issue 40.5: adding a challenge, changing its dates and removing it go
 * through the kit's one write path (kit/write.ts): the group as the server has
 * it, changed and put; the toast, the organization's challenges read again
 * (also when the outcome is unknown), POR-5's failure alert and its redirect,
 * over the real client and a server of a few lines.
 */
const acme = 1000 as EntityId
const sleep = {
  challengeId: 4003,
  challengeTemplateId: 3,
  name: "Sleep well",
  goal: "7 hours",
  startDate: "2027-01-11",
  endDate: "2027-02-07",
}
const group = { packageGroupId: 400, organizationId: 1000, name: "Acme 2026", challenges: [sleep] }
const summary = {
  ...sleep,
  challengeId: 4003 as ChallengeId,
  packageGroupId: 400 as PackageGroupId,
  participants: 12,
}
const template = {
  challengeTemplateId: 5,
  name: "Mindful minutes",
  description: "",
  durationDays: 21,
  goal: "10 minutes a day",
} as unknown as ChallengeTemplate

const serve = testServer()

const GROUP = "GET /package-groups/400"
const SAVE = "PUT /package-groups/400"
const LIST = "GET /organizations/1000/challenges"
const served = { [GROUP]: { status: 200, body: group }, [LIST]: { status: 200, body: [summary] } }
const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

const writes = [
  {
    action: "add",
    run: () => Challenges.addChallenge(acme, 400 as PackageGroupId, template, "2027-02-01"),
    sent: [
      sleep,
      {
        challengeTemplateId: 5,
        name: "Mindful minutes",
        goal: "10 minutes a day",
        startDate: "2027-02-01",
        endDate: "2027-02-21",
      },
    ],
    // POR-5: after adding, the challenges of the same organization.
    redirect: { path: "/challenges", params: { entityId: "1000" } },
    refused: "ERRORS.FAILED_TO_ADD_CHALLENGE",
  },
  {
    action: "save",
    run: () => Challenges.changeDates(acme, summary, { startDate: "2027-01-11", endDate: "2027-01-31" }),
    sent: [{ ...sleep, endDate: "2027-01-31" }],
    redirect: undefined,
    refused: "ERRORS.FAILED_TO_SAVE_CHALLENGE",
  },
  {
    action: "remove",
    run: () => Challenges.removeChallenge(acme, summary),
    sent: [],
    redirect: undefined,
    refused: "ERRORS.FAILED_TO_SAVE_CHALLENGE",
  },
] as const

describe("POR-5 through the one write path", () => {
  it.each(writes)(
    "ERR-6, ADM-3, ADM-2: $action puts the group as it is now, changed; toast, list read again, redirect",
    async ({ run, sent, redirect }) => {
      const { client, seen, put } = serve({ ...served, [SAVE]: { status: 200, body: group } })
      const outcome = await client.run(run())
      expect(outcome.toast).toEqual(saved)
      expect(outcome.redirect).toEqual(redirect)
      expect(put).toEqual([{ ...group, challenges: sent }])
      expect(seen).toEqual([GROUP, SAVE, LIST])
    },
  )

  it.each(writes)(
    "POR-5, ERR-5: $action refused (400) is its own alert with the server's text; nothing is read again",
    async ({ run, refused }) => {
      const text = "“Step it up” already runs from 2026-11-09 to 2026-12-06 in this group."
      const { client, seen } = serve({ ...served, [SAVE]: { status: 400, body: { message: text } } })
      const failure = await client.run(run()).catch((e) => e)
      expect(failure).toMatchObject({ message: refused, status: 400, additionalMessage: text })
      expect(isOutcomeUnknown(failure)).toBe(false)
      expect(seen).toEqual([GROUP, SAVE])
    },
  )

  it.each(writes)(
    "ERR-5: $action failing with a 500 is the general error, its outcome unknown; the list is read again",
    async ({ run }) => {
      const { client, seen } = serve({ ...served, [SAVE]: { status: 500 } })
      const failure = await client.run(run()).catch((e) => e)
      expect(failure).toMatchObject({
        message: "ERRORS.UPDATE_PACKAGEGROUP_FAILED",
        status: 500,
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      })
      expect(seen).toEqual([GROUP, SAVE, LIST])
    },
  )

  it("a group that cannot be read is that read's failure: nothing is put", async () => {
    const { client, seen } = serve({ ...served, [GROUP]: "dropped" })
    const failure = await client.run(writes[0].run()).catch((e) => e)
    expect(failure).toMatchObject({ message: "ERRORS.GET_CHALLENGES_FAILED", status: 0 })
    expect(seen).toEqual([GROUP])
  })

  it("the Promise SDK still answers with the group, the toast and the spec's redirect", async () => {
    const { client } = serve({ ...served, [SAVE]: { status: 200, body: group } })
    const outcome = await client.challenges.savePackageGroup("add", {
      ...group,
      packageGroupId: 400 as PackageGroupId,
      organizationId: acme,
      challenges: [{ ...sleep, challengeId: 4003 as ChallengeId }] as never,
    })
    expect(outcome).toEqual({ group, toast: saved, redirect: { path: "/challenges" } })
  })
})
