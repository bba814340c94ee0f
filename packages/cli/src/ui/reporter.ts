import type { BatchProblem } from "@wellkit/core/users"

/** Where a command tells a person how its work is going. Results go to stdout separately. */
export interface Reporter {
  readonly start: (label: string) => void
  readonly advance: (rows: number, fraction?: number) => void
  readonly problem: (problem: BatchProblem) => void
  readonly note: (text: string) => void
  /** Ends the current phase with a "done" line. */
  readonly end: () => void
  /** Ends the live view; what it showed stays on screen. */
  readonly close: () => void
}

export const clock = () => performance.now()
