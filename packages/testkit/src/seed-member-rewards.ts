import type { MemberReward, Redemption, RewardTransaction } from "@wellkit/core/member-rewards"
import { rewardSymbols, seedPackageGroups } from "./seed-challenges.js"
import { mulberry32 } from "./seed-people.js"
import type { Employee, MemberLedger, MemberRewardsOfOne } from "./state.js"

/** The Acme member (the 3rd) whose long history the bench and the e2e scroll through. */
export const LONG_HISTORY_INDEX = 2
export const LONG_HISTORY_TRANSACTIONS = 2000

const activities: ReadonlyArray<readonly [string, number]> = [
  ["Daily steps goal met", 1],
  ["Workout logged", 1],
  ["Hydration goal met", 1],
  ["Sleep goal met", 1],
  ["Mindfulness session", 1],
  ["Healthy lunch logged", 1],
  ["Weekly streak bonus", 3],
  ["Health assessment completed", 5],
  ["Coaching call attended", 4],
]

const rewardNames: ReadonlyArray<readonly [string, number]> = [
  ["Complete the health assessment", 4],
  ["Biometric screening", 5],
  ["Annual physical", 6],
  ["Flu shot", 2],
  ["Dental check-up", 3],
  ["Log 20 activities", 2],
  ["Wellness coaching call", 3],
  ["Finish a team challenge", 4],
]

const staffNames = ["Sam Rivera", "Dana Whitfield", "Lee Okafor"]
const reasons = [
  "Gift card sent by post",
  "Amazon gift card",
  "Charity donation",
  "Fitness tracker from the catalog",
  "Prize draw entry",
]

const perUnit: Record<string, number> = { pts: 10, $: 1, entries: 1 }

type Catalogue = ReadonlyArray<{
  readonly entityId: number
  readonly packageGroupId: number
  readonly packageGroupName: string
  readonly packageName: string
  readonly rewardGroupId: number
  readonly name: string
  readonly symbol: string
  readonly amount: number
}>

/** The reward groups a member can have: those of their organization's package groups. */
const catalogue = (): Catalogue =>
  seedPackageGroups().flatMap((group) =>
    group.packages.flatMap((pkg) =>
      pkg.rewardGroups.map((reward) => ({
        entityId: group.ownerEntityId,
        packageGroupId: group.packageGroupId,
        packageGroupName: group.name,
        packageName: pkg.name,
        rewardGroupId: reward.rewardGroupId,
        name: reward.name,
        symbol: rewardSymbols.find((s) => s.rewardSymbolId === reward.rewardSymbolId)?.symbol ?? "pts",
        amount: reward.amount,
      })),
    ),
  )

const day = (start: number, offset: number) =>
  new Date(start + offset * 86_400_000).toISOString().slice(0, 10)

/**
 * Every employee's rewards as staff see them on the member's record: the first
 * 15 Acme members have long, varied histories (the 3rd has 2,000 transactions),
 * most others a little, some nothing yet. Seeded, so every start is the same.
 */
export const seedMemberRewards = (employees: ReadonlyArray<Employee>): Record<number, MemberRewardsOfOne> => {
  const random = mulberry32(20261126)
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  const groups = catalogue()
  let nextLedger = 70_000
  let nextReward = 80_000
  let nextTransaction = 1
  let nextRedemption = 90_000
  const acme = employees.filter((employee) => employee.entityId === 1000)
  const rich = new Set(acme.slice(0, 15).map((employee) => employee.personId))
  const longHistory = acme[LONG_HISTORY_INDEX]?.personId

  const ledgerOf = (
    group: Catalogue[number],
    count: number,
    startDate: string,
    redemptions: Array<Redemption>,
  ): MemberLedger => {
    const unit = perUnit[group.symbol] ?? 1
    const start = Date.parse(`${startDate}T00:00:00Z`)
    const span = Math.max(1, Math.round((Date.parse("2026-11-25T00:00:00Z") - start) / 86_400_000))
    const transactions: Array<RewardTransaction> = []
    let balance = 0
    for (let index = 0; index < count; index++) {
      const date = day(start, Math.floor((index * span) / count))
      const redeem = balance >= 25 * unit && random() < 0.06
      let amount: number
      let description: string
      if (redeem) {
        amount = -Math.min(balance, pick([10, 15, 25]) * unit)
        const reason = pick(reasons)
        description = `Redeemed: ${reason}`
        redemptions.push({
          redemptionId: nextRedemption++,
          date,
          rewardGroupName: group.name,
          amount: -amount,
          symbol: group.symbol,
          reason,
          redeemedBy: random() < 0.25 ? pick(staffNames) : "Member",
        })
      } else {
        const [what, weight] = pick(activities)
        amount = weight * unit
        description = what
      }
      balance += amount
      transactions.push({ transactionId: nextTransaction++, date, description, amount, balance })
    }
    const rewards: Array<MemberReward> = Array.from(
      { length: count > 20 ? between(4, 6) : 2 },
      (_, index) => {
        const [name, weight] = rewardNames[(index + group.rewardGroupId) % rewardNames.length] ?? [
          "Reward",
          1,
        ]
        // Each ledger has one reward still to earn: what staff most often correct.
        const status = index === 0 ? pick([1, 2] as const) : pick([1, 2, 2, 3, 3, 4] as const)
        return {
          userRewardId: nextReward++ as MemberReward["userRewardId"],
          name,
          amount: weight * group.amount,
          status,
          earnedDate: status >= 3 ? day(start, between(0, span)) : null,
          comment: "",
          overrideRedeem: false,
        }
      },
    )
    // What the group can pay in all: what was earned, what its rewards still pay, and headroom.
    const earned = transactions.reduce((sum, one) => sum + Math.max(0, one.amount), 0)
    const available = Math.ceil((earned + rewards.reduce((sum, reward) => sum + reward.amount, 0)) * 1.2)
    return {
      userPackageGroupId: nextLedger++ as MemberLedger["userPackageGroupId"],
      packageGroupId: group.packageGroupId,
      packageGroupName: group.packageGroupName,
      packages: [group.packageName],
      rewardGroupId: group.rewardGroupId,
      name: group.name,
      symbol: group.symbol,
      available,
      startDate,
      endDate: "2026-12-31",
      rewards,
      transactions,
    }
  }

  const all: Record<number, MemberRewardsOfOne> = {}
  for (const employee of employees) {
    const own = groups.filter((group) => group.entityId === employee.entityId)
    const isRich = rich.has(employee.personId)
    if (own.length === 0 || (!isRich && random() < 0.2)) {
      all[employee.personId] = { ledgers: [], redemptions: [] }
      continue
    }
    const chosen = isRich ? own.filter(() => random() < 0.7).slice(0, 3) : [pick(own)]
    const redemptions: Array<Redemption> = []
    const ledgers = (chosen.length > 0 ? chosen : [pick(own)]).map((group, index) =>
      employee.personId === longHistory && index === 0
        ? ledgerOf(group, LONG_HISTORY_TRANSACTIONS, "2024-01-02", redemptions)
        : ledgerOf(
            group,
            isRich ? between(40, 120) : between(3, 12),
            pick(["2025-01-06", "2025-06-02", "2026-01-05"]),
            redemptions,
          ),
    )
    redemptions.sort((a, b) => b.date.localeCompare(a.date))
    all[employee.personId] = { ledgers, redemptions }
  }
  return all
}
