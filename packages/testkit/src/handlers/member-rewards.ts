import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { InUse, NotFound, WellkitApi } from "@wellkit/core"
import type {
  MemberReward,
  MemberRewardGroup,
  Redemption,
  RewardGroupSummary,
} from "@wellkit/core/member-rewards"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { MemberLedger, MemberRewardsOfOne } from "../state.js"
import { currentUser } from "./auth.js"

const STAFF = 5
const today = () => new Date().toISOString().slice(0, 10)
const round = (value: number) => Math.round(value * 100) / 100

const totals = (ledger: MemberLedger) => {
  let earned = 0
  let redeemed = 0
  for (const { amount } of ledger.transactions) {
    if (amount > 0) earned += amount
    else redeemed -= amount
  }
  return { earned: round(earned), redeemed: round(redeemed), balance: round(earned - redeemed) }
}

const credit = (ledger: MemberLedger, amount: number, description: string) => {
  const last = ledger.transactions.at(-1)
  const transaction = {
    transactionId: Math.max(0, ...ledger.transactions.map((t) => t.transactionId)) + 1_000_000,
    date: today(),
    description,
    amount,
    balance: round((last?.balance ?? 0) + amount),
  }
  ledger.transactions.push(transaction)
  return transaction
}

/** The member's rewards: staff only (anyone else is answered as if the member did not exist). */
export const memberRewardHandlers = (db: Db) => {
  const memberOf = <A, E = never>(
    request: HttpServerRequest.HttpServerRequest,
    userId: number,
    handle: (rewards: MemberRewardsOfOne, staffName: string) => Effect.Effect<A, E>,
  ) =>
    Effect.flatMap(currentUser(db, request), (user): Effect.Effect<A, E | NotFound> => {
      if (user.adminType !== STAFF || !db.state.employees.some((person) => person.personId === userId))
        return Effect.fail(new NotFound({ message: "No such member." }))
      db.state.memberRewards[userId] ??= { ledgers: [], redemptions: [] }
      return handle(db.state.memberRewards[userId], `${user.firstName} ${user.lastName}`)
    })
  const ledgerOf = <A, E = never>(
    request: HttpServerRequest.HttpServerRequest,
    path: { readonly userId: number; readonly userPackageGroupId: number },
    handle: (ledger: MemberLedger) => Effect.Effect<A, E>,
  ) =>
    memberOf(request, path.userId, (rewards): Effect.Effect<A, E | NotFound> => {
      const ledger = rewards.ledgers.find((one) => one.userPackageGroupId === path.userPackageGroupId)
      return ledger ? handle(ledger) : Effect.fail(new NotFound({ message: "No such reward group." }))
    })

  return HttpApiBuilder.group(WellkitApi, "memberRewards", (handlers) =>
    handlers
      .handle("rewardGroups", ({ request, path }) =>
        memberOf(request, path.userId, ({ ledgers }) =>
          Effect.succeed(
            ledgers.map(
              (ledger): MemberRewardGroup => ({
                userPackageGroupId: ledger.userPackageGroupId,
                rewardGroupId: ledger.rewardGroupId,
                name: ledger.name,
                packageGroupName: ledger.packageGroupName,
                startDate: ledger.startDate,
                endDate: ledger.endDate,
                earned: totals(ledger).earned,
                // Staff credits can take a member past what the group planned to pay.
                available: Math.max(ledger.available, totals(ledger).earned),
                symbol: ledger.symbol,
              }),
            ),
          ),
        ),
      )
      .handle("summary", ({ request, path }) =>
        ledgerOf(request, path, (ledger) =>
          Effect.succeed<RewardGroupSummary>({
            userPackageGroupId: ledger.userPackageGroupId,
            name: ledger.name,
            symbol: ledger.symbol,
            available: Math.max(ledger.available, totals(ledger).earned),
            ...totals(ledger),
            rewards: ledger.rewards,
          }),
        ),
      )
      .handle("transactions", ({ request, path }) =>
        ledgerOf(request, path, (ledger) => Effect.succeed(ledger.transactions)),
      )
      .handle("adminReward", ({ request, path, payload }) =>
        ledgerOf(request, path, (ledger) => {
          const made = credit(ledger, payload.amount, `Admin reward: ${payload.reason}`)
          db.persist()
          return Effect.succeed(made)
        }),
      )
      .handle("earnOverride", ({ request, path, payload }) =>
        memberOf(request, path.userId, ({ ledgers }): Effect.Effect<MemberReward, NotFound> => {
          for (const ledger of ledgers) {
            const index = ledger.rewards.findIndex((reward) => reward.userRewardId === payload.userRewardId)
            const reward = ledger.rewards[index]
            if (!reward) continue
            const earned: MemberReward = {
              ...reward,
              status: payload.status,
              earnedDate: today(),
              comment: payload.comment,
              overrideRedeem: payload.overrideRedeem,
              amount: payload.dollars ?? reward.amount,
            }
            ledger.rewards[index] = earned
            credit(ledger, earned.amount, `Earned (override): ${earned.name}`)
            db.persist()
            return Effect.succeed(earned)
          }
          return Effect.fail(new NotFound({ message: "No such reward." }))
        }),
      )
      .handle("redemptions", ({ request, path }) =>
        memberOf(request, path.userId, (rewards) => Effect.succeed(rewards.redemptions)),
      )
      .handle("redeem", ({ request, path, payload }) =>
        memberOf(request, path.userId, (rewards, staffName): Effect.Effect<Redemption, NotFound | InUse> => {
          const ledger = rewards.ledgers.find((one) => one.userPackageGroupId === payload.userPackageGroupId)
          if (!ledger) return Effect.fail(new NotFound({ message: "No such reward group." }))
          const { balance } = totals(ledger)
          if (payload.amount > balance)
            return Effect.fail(
              new InUse({ message: `The amount is more than the balance of ${balance} ${ledger.symbol}.` }),
            )
          credit(ledger, -payload.amount, `Redeemed: ${payload.reason}`)
          const redemption = {
            redemptionId: Math.max(90_000, ...rewards.redemptions.map((r) => r.redemptionId)) + 1,
            date: today(),
            rewardGroupName: ledger.name,
            amount: payload.amount,
            symbol: ledger.symbol,
            reason: payload.reason,
            redeemedBy: staffName,
          }
          rewards.redemptions.unshift(redemption)
          db.persist()
          return Effect.succeed(redemption)
        }),
      )
      .handle("packageGroups", ({ request, path }) =>
        memberOf(request, path.userId, ({ ledgers }) =>
          Effect.succeed(
            ledgers.map((ledger) => ({
              userPackageGroupId: ledger.userPackageGroupId,
              packageGroupId: ledger.packageGroupId,
              name: ledger.packageGroupName,
              packages: ledger.packages,
              startDate: ledger.startDate,
              endDate: ledger.endDate,
            })),
          ),
        ),
      ),
  )
}
