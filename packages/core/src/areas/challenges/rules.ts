import type { Challenge, ChallengeId, ChallengeTemplate, PackageGroup } from "../../api/Challenges.js"
import { type AppError, appError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { CHALLENGES_PATH } from "../../navigation/paths.js"
import type { Redirect } from "../../navigation/redirect.js"

export type ChallengeAction = "add" | "save" | "remove"

const dayMs = 86_400_000
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last day of a challenge that starts on `startDate` and lasts `days`. */
export const endDateFor = (startDate: string, days: number): string =>
  fromDay(toDay(startDate) + (days - 1) * dayMs)

export type ChallengePhase = "upcoming" | "running" | "ended"

export const phaseOf = (
  challenge: Pick<Challenge, "startDate" | "endDate">,
  today: string,
): ChallengePhase =>
  today < challenge.startDate ? "upcoming" : today > challenge.endDate ? "ended" : "running"

/** POR-5: a template becomes a challenge of the group, starting on the chosen day. */
export const withChallengeAdded = (
  group: PackageGroup,
  template: ChallengeTemplate,
  startDate: string,
): PackageGroup => ({
  ...group,
  challenges: [
    ...group.challenges,
    {
      challengeTemplateId: template.challengeTemplateId,
      name: template.name,
      goal: template.goal,
      startDate,
      endDate: endDateFor(startDate, template.durationDays),
    },
  ],
})

export const withChallengeChanged = (group: PackageGroup, challenge: Challenge): PackageGroup => ({
  ...group,
  challenges: group.challenges.map((c) => (c.challengeId === challenge.challengeId ? challenge : c)),
})

export const withChallengeRemoved = (group: PackageGroup, challengeId: ChallengeId): PackageGroup => ({
  ...group,
  challenges: group.challenges.filter((c) => c.challengeId !== challengeId),
})

/** What the form checks before anything is sent; the server checks the rest and answers 400. */
export const datesProblem = (startDate: string, endDate: string): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return "Choose a start date."
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return "Choose an end date."
  if (endDate < startDate) return "A challenge cannot end before it starts."
  return undefined
}

/**
 * POR-5: a 400 becomes the failed-to-add or failed-to-save alert with the
 * server's status text; any other failure stays the general error.
 */
export const challengeError = (action: ChallengeAction, error: AppError): AppError =>
  error.status === 400
    ? appError({
        message: action === "add" ? "ERRORS.FAILED_TO_ADD_CHALLENGE" : "ERRORS.FAILED_TO_SAVE_CHALLENGE",
        additionalMessage: error.additionalMessage,
        status: 400,
        originalError: error.originalError,
      })
    : error

/**
 * POR-5: after adding, the list of challenges; given the organization, the
 * list of that organization (the portal's redirect stays on the one chosen).
 */
export const redirectAfterChallenge = (
  action: ChallengeAction,
  organizationId?: number,
): Redirect | undefined =>
  action !== "add"
    ? undefined
    : organizationId === undefined
      ? { path: CHALLENGES_PATH }
      : { path: CHALLENGES_PATH, params: { entityId: String(organizationId) } }

/** ERR-6: an add, a save and a remove each end with the spec's "changes saved". */
export const challengeToasts: Readonly<Record<ChallengeAction, SuccessToast>> = {
  add: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  save: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  remove: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
}

/**
 * A change of dates puts the challenge with its new dates; one the group no
 * longer holds (removed meanwhile) is left out, as a remove would.
 */
export const withChallengeDates = (
  group: PackageGroup,
  challengeId: ChallengeId,
  dates: { readonly startDate: string; readonly endDate: string },
): PackageGroup => {
  const current = group.challenges.find((c) => c.challengeId === challengeId)
  return current
    ? withChallengeChanged(group, { ...current, ...dates })
    : withChallengeRemoved(group, challengeId)
}
