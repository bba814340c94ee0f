import { describe, expect, it } from "vitest"
import type { ChallengeTemplate, PackageGroup } from "../../api/Challenges.js"
import { appError } from "../../errors/AppError.js"
import {
  challengeError,
  datesProblem,
  endDateFor,
  phaseOf,
  redirectAfterChallenge,
  withChallengeAdded,
  withChallengeDates,
  withChallengeRemoved,
} from "./rules.js"

const group = {
  packageGroupId: 1,
  organizationId: 1000,
  name: "G",
  challenges: [],
} as unknown as PackageGroup
const template = {
  challengeTemplateId: 2,
  name: "Hydration week",
  description: "",
  durationDays: 7,
  goal: "8 glasses",
} as unknown as ChallengeTemplate

describe("POR-5: challenges in a package group", () => {
  it("adding a template appends a challenge without an id, ending after its duration", () => {
    const added = withChallengeAdded(group, template, "2026-12-01")
    expect(added.challenges).toEqual([
      {
        challengeTemplateId: 2,
        name: "Hydration week",
        goal: "8 glasses",
        startDate: "2026-12-01",
        endDate: "2026-12-07",
      },
    ])
    expect(
      withChallengeRemoved(
        { ...added, challenges: [{ ...added.challenges[0], challengeId: 9 }] } as unknown as PackageGroup,
        9 as never,
      ).challenges,
    ).toEqual([])
  })

  it.each([
    ["2026-12-01", 28, "2026-12-28"],
    ["2026-02-20", 14, "2026-03-05"],
    ["2026-12-31", 1, "2026-12-31"],
  ])("starting %s for %i days ends %s", (start, days, end) => {
    expect(endDateFor(start, days)).toBe(end)
  })

  it.each([
    ["2026-12-01", "2026-12-07", "2026-11-22", "upcoming"],
    ["2026-11-09", "2026-12-06", "2026-11-22", "running"],
    ["2026-06-01", "2026-06-07", "2026-11-22", "ended"],
  ])("%s..%s on %s is %s", (startDate, endDate, today, phase) => {
    expect(phaseOf({ startDate, endDate }, today)).toBe(phase)
  })

  it.each([
    ["", "2026-12-01", "Choose a start date."],
    ["2026-12-02", "2026-12-01", "A challenge cannot end before it starts."],
    ["2026-12-01", "2026-12-01", undefined],
  ])("dates %j to %j: %s", (start, end, problem) => {
    expect(datesProblem(start, end)).toBe(problem)
  })

  it("a 400 becomes the failed-to-add or failed-to-save alert with the status text; other statuses stay general", () => {
    const bad = appError({
      message: "ERRORS.UPDATE_PACKAGEGROUP_FAILED",
      status: 400,
      additionalMessage: "ends before it starts",
    })
    expect(challengeError("add", bad)).toMatchObject({
      message: "ERRORS.FAILED_TO_ADD_CHALLENGE",
      additionalMessage: "ends before it starts",
    })
    expect(challengeError("save", bad)).toMatchObject({ message: "ERRORS.FAILED_TO_SAVE_CHALLENGE" })
    const down = appError({ message: "ERRORS.UPDATE_PACKAGEGROUP_FAILED", status: 503 })
    expect(challengeError("add", down)).toBe(down)
  })

  it("after adding, the challenges list; the portal's names the organization it stays on", () => {
    expect(redirectAfterChallenge("add")).toEqual({ path: "/challenges" })
    expect(redirectAfterChallenge("save")).toBeUndefined()
    expect(redirectAfterChallenge("add", 1000)).toEqual({ path: "/challenges", params: { entityId: "1000" } })
    expect(redirectAfterChallenge("remove", 1000)).toBeUndefined()
  })

  it("a change of dates puts the challenge with them; one the group no longer holds is left out", () => {
    const held = {
      ...group,
      challenges: [{ challengeId: 9, startDate: "2026-12-01", endDate: "2026-12-07" }],
    }
    const dates = { startDate: "2026-12-02", endDate: "2026-12-09" }
    expect(withChallengeDates(held as never, 9 as never, dates).challenges).toEqual([
      { challengeId: 9, ...dates },
    ])
    expect(withChallengeDates(held as never, 8 as never, dates).challenges).toEqual(held.challenges)
  })
})
