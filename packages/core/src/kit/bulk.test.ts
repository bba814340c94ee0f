import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { actOnEach, nextInQueue } from "./bulk.js"

describe("a review queue's next item", () => {
  const order = [1, 2, 3, 4, 5]
  it.each([
    [[2], 2, 3],
    [[2, 3], 2, 4],
    [[5], 5, 4],
    [[4, 5], 4, 3],
    [[1, 2, 3, 4, 5], 3, undefined],
    [[3], undefined, 1],
    [[3], 9, 1],
  ] as const)("after %o left with %s current, shows %s", (acted, current, next) => {
    expect(nextInQueue(order, acted, current)).toBe(next)
  })
})

describe("acting on several records", () => {
  it("acts on each, and one failure does not stop the others", async () => {
    const seen: Array<number> = []
    const outcome = await Effect.runPromise(
      actOnEach([1, 2, 3], (id) =>
        id === 2
          ? Effect.fail(appError({ message: "ERRORS.UPDATE_CONTENT_FLAG_FAILED" }))
          : Effect.sync(() => seen.push(id)).pipe(Effect.as(`done ${id}`)),
      ),
    )
    expect(seen.sort()).toEqual([1, 3])
    expect(outcome.done).toEqual([
      { id: 1, result: "done 1" },
      { id: 3, result: "done 3" },
    ])
    expect(outcome.failed.map((f) => [f.id, f.error.message])).toEqual([
      [2, "ERRORS.UPDATE_CONTENT_FLAG_FAILED"],
    ])
  })
})
