import { it } from "@effect/vitest"
import { Effect, Exit, Ref } from "effect"
import { expect } from "vitest"
import { appError } from "../errors/AppError.js"
import { refreshing } from "./refresh.js"

const cases = [
  ["succeeds", Effect.succeed("saved"), 1],
  [
    "fails with an unknown outcome (5xx, timeout)",
    Effect.fail(
      appError({ message: "ERRORS.SAVE_MESSAGE_FAILED", additionalMessage: "ERRORS.OUTCOME_UNKNOWN" }),
    ),
    1,
  ],
  [
    "is refused (nothing changed)",
    Effect.fail(appError({ message: "ERRORS.MESSAGE_ID_EXISTS", status: 302 })),
    0,
  ],
  [
    "never reached the server",
    Effect.fail(
      appError({ message: "ERRORS.SAVE_MESSAGE_FAILED", additionalMessage: "ERRORS.NETWORK_UNAVAILABLE" }),
    ),
    0,
  ],
] as const

for (const [label, write, reads] of cases) {
  it.effect(
    `ADM-3, ERR-5: a write that ${label} reads its list again ${reads} time(s), and keeps its own result`,
    () =>
      Effect.gen(function* () {
        const refreshed = yield* Ref.make(0)
        const exit = yield* Effect.exit(write.pipe(refreshing(Ref.update(refreshed, (n) => n + 1))))
        expect(yield* Ref.get(refreshed)).toBe(reads)
        expect(exit).toEqual(yield* Effect.exit(write))
        expect(Exit.isSuccess(exit)).toBe(label === "succeeds")
      }),
  )
}
