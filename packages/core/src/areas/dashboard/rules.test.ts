import { describe, expect, it } from "vitest"
import { figuresOf, participationOf } from "./rules.js"

const challenge = (
  name: string,
  startDate: string,
  endDate: string,
  participants: number,
  eligible = 200,
) => ({
  challengeId: 1,
  name,
  participants,
  eligible,
  startDate,
  endDate,
})

describe("POR-6: dashboard figures", () => {
  it("adds programs, running challenges and a year of rewards into the headline figures", () => {
    const figures = figuresOf(
      [
        { programId: 1, name: "Move more", enrolled: 120, completed: 30 },
        { programId: 2, name: "Eat well", enrolled: 80, completed: 20 },
      ],
      [challenge("Past", "2026-06-01", "2026-06-07", 50), challenge("Now", "2026-11-09", "2026-12-06", 114)],
      [
        { month: "2026-10", earned: 1000.1, redeemed: 400.05 },
        { month: "2026-11", earned: 500.2, redeemed: 100 },
      ],
      "2026-11-22",
    )
    expect(figures).toEqual({
      programs: 2,
      enrolled: 200,
      completionRate: 0.25,
      activeChallenges: 1,
      participants: 114,
      earned: 1500.3,
      redeemed: 500.05,
    })
  })

  it("has no completion rate when nobody is enrolled", () => {
    expect(figuresOf([], [], [], "2026-11-22").completionRate).toBeUndefined()
  })

  it.each([
    [57, 200, 29],
    [0, 0, 0],
    [200, 200, 100],
  ])("%i of %i eligible is %i percent participation", (participants, eligible, percent) => {
    expect(
      participationOf([challenge("C", "2026-01-01", "2026-01-02", participants, eligible)])[0]?.participation,
    ).toBe(percent)
  })
})
