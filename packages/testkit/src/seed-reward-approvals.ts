import { foldText } from "@wellkit/core"
import type { RewardApproval } from "@wellkit/core/reward-approvals"
import { mulberry32 } from "./seed-people.js"

/** What members earn and what it pays: reward, what earned it, amount, symbol. */
const rewards: ReadonlyArray<readonly [string, string, number, string]> = [
  ["Annual physical", "Completed an annual physical with a primary care doctor", 100, "$"],
  ["Biometric screening", "Completed a biometric screening", 50, "$"],
  ["Step challenge", "Walked 10,000 steps a day for 30 days", 1500, "pts"],
  ["Flu shot", "Got this season's flu shot", 25, "$"],
  ["Health assessment", "Completed the annual health assessment", 250, "pts"],
  ["Quit for good", "Stayed smoke-free for 90 days", 150, "$"],
  ["Coaching sessions", "Attended four coaching sessions", 3, "entries"],
  ["Dental check-up", "Had a dental check-up and cleaning", 20, "$"],
]

const firstNames = [
  "Amara",
  "Ben",
  "Chloé",
  "Dmitri",
  "Elena",
  "Farid",
  "Grace",
  "Hiroshi",
  "Ines",
  "Jamal",
  "Kirsten",
  "Luis",
  "Maya",
  "Noah",
  "Olu",
  "Paula",
  "Quentin",
  "Rosa",
  "Sven",
  "Tara",
]
const lastNames = [
  "Adeyemi",
  "Brennan",
  "Castillo",
  "Dubois",
  "Eriksen",
  "Fischer",
  "García",
  "Huang",
  "Ivanova",
  "Jensen",
  "Kowalski",
  "Lindqvist",
  "Moreau",
  "Nakamura",
  "O'Connor",
  "Petrov",
  "Quinn",
  "Rossi",
]

/** Organizations, how many approvals each holds, and who decides there besides staff. */
const organizations: ReadonlyArray<readonly [number, string, number, string]> = [
  [1000, "Acme Holdings", 50, "Olivia Okafor"],
  [1001, "Acme West", 60, "Sam Staff"],
  [1002, "Acme East", 60, "Priya Patel"],
  [1003, "Acme QA Sandbox", 30, "Sam Staff"],
]

const denials = [
  "No record of the screening from the provider.",
  "Earned after the program ended.",
  "Already paid: a duplicate of an earlier approval.",
  "The steps came from a device not linked to the member's account.",
]
const approvalNotes = ["", "", "", "Checked against the clinic's record.", "Receipt attached by the member."]

/** A whole number below `n`, the same sequence on every start, so tests and screenshots can name the rows. */
const steady = (initial: number) => {
  const random = mulberry32(initial)
  return (n: number) => Math.floor(random() * n)
}

const day = (start: string, plus: number) => {
  const date = new Date(`${start}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + plus)
  return date.toISOString().slice(0, 10)
}

/**
 * 200 approvals across the four organizations: members earned one to three
 * rewards each between May and November 2026; most recent ones wait for a
 * decision, older ones were approved or (fewer) denied a few days later.
 */
export const seedRewardApprovals = (): Array<RewardApproval> => {
  const pick = steady(20_261_124)
  const rows: Array<Record<string, unknown>> = []
  let memberId = 20_000
  for (const [entityId, organizationName, count, approver] of organizations) {
    let member = { userId: 0, name: "", email: "" }
    for (let n = 0; n < count; n += 1) {
      if (n % 3 === 0 || pick(4) === 0) {
        const first = firstNames[pick(firstNames.length)] as string
        const last = lastNames[pick(lastNames.length)] as string
        memberId += 1
        const email = `${foldText(first)}.${foldText(last).replace(/[^a-z]/g, "")}.${memberId % 1000}@acme.test`
        member = { userId: memberId, name: `${first} ${last}`, email }
      }
      const [rewardName, expressionName, amount, rewardSymbol] = rewards[
        pick(rewards.length)
      ] as (typeof rewards)[0]
      const earnedDate = day("2026-05-01", pick(200))
      // Most of the last weeks' rewards still wait; older ones have mostly been decided.
      const waits = pick(20) < (earnedDate >= "2026-10-01" ? 15 : 3)
      const status = waits ? "Pending" : pick(5) === 0 ? "Denied" : "Approved"
      const decidedOn = [day(earnedDate, 1 + pick(9)), "2026-11-23"].sort()[0]
      const decided = status !== "Pending"
      rows.push({
        userId: member.userId,
        memberName: member.name,
        memberEmail: member.email,
        entityId,
        organizationName,
        rewardName,
        expressionName,
        amount,
        rewardSymbol,
        earnedDate,
        status,
        comment:
          status === "Denied"
            ? denials[pick(denials.length)]
            : status === "Approved"
              ? approvalNotes[pick(approvalNotes.length)]
              : "",
        decidedBy: decided ? (pick(2) === 0 ? "Sam Staff" : approver) : null,
        decidedAt: decided
          ? `${decidedOn}T${String(9 + pick(8)).padStart(2, "0")}:${String(pick(60)).padStart(2, "0")}:00.000Z`
          : null,
      })
    }
  }
  // Numbered in the order they were earned, as a real queue's rows would be.
  return rows
    .sort((a, b) => String(a.earnedDate).localeCompare(String(b.earnedDate)))
    .map((row, index) => ({ ...row, userRewardExpressionTermId: 5001 + index }) as unknown as RewardApproval)
}
