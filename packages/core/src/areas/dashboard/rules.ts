import type { ChallengeStats, ProgramStats, RewardMonth } from "../../api/Dashboard.js"

export interface DashboardFigures {
  readonly programs: number
  readonly enrolled: number
  readonly completionRate: number | undefined
  readonly activeChallenges: number
  readonly participants: number
  readonly earned: number
  readonly redeemed: number
}

/** POR-6: the headline figures on the dashboard's cards. */
export const figuresOf = (
  programs: ReadonlyArray<ProgramStats>,
  challenges: ReadonlyArray<ChallengeStats>,
  rewards: ReadonlyArray<RewardMonth>,
  today: string,
): DashboardFigures => {
  const enrolled = programs.reduce((sum, p) => sum + p.enrolled, 0)
  const completed = programs.reduce((sum, p) => sum + p.completed, 0)
  const active = challenges.filter((c) => c.startDate <= today && today <= c.endDate)
  return {
    programs: programs.length,
    enrolled,
    completionRate: enrolled > 0 ? completed / enrolled : undefined,
    activeChallenges: active.length,
    participants: active.reduce((sum, c) => sum + c.participants, 0),
    earned: Math.round(rewards.reduce((sum, m) => sum + m.earned, 0) * 100) / 100,
    redeemed: Math.round(rewards.reduce((sum, m) => sum + m.redeemed, 0) * 100) / 100,
  }
}

/** Participation per challenge as a whole percentage, for the bar chart. */
export const participationOf = (challenges: ReadonlyArray<ChallengeStats>) =>
  challenges.map((c) => ({
    name: c.name,
    participation: c.eligible > 0 ? Math.round((c.participants * 100) / c.eligible) : 0,
  }))
