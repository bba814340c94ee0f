import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { actOnEach, nextInQueue, notDone } from "./bulk.js"

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

describe("issue 40: a bulk action that partly failed names what was not done", () => {
  const refused = appError({ message: "ERRORS.UPDATE_CONTENT_FLAG_FAILED", status: 500 })
  const names: Record<number, string> = { 1: "Ada’s post", 2: "Ben’s comment", 3: "Cy’s reply" }
  it.each([
    [{ done: [1, 2, 3], failed: [] }, undefined],
    [
      { done: [1, 3], failed: [2] },
      { names: ["Ben’s comment"], done: 2 },
    ],
    [
      { done: [], failed: [3, 1] },
      { names: ["Cy’s reply", "Ada’s post"], done: 0 },
    ],
  ])("done %j", ({ done, failed }, expected) => {
    const outcome = {
      done: done.map((id) => ({ id, result: undefined })),
      failed: failed.map((id) => ({ id, error: refused })),
    }
    const said = notDone(outcome, (id) => names[id] ?? "?")
    expect(said).toEqual(expected && { ...expected, error: refused })
  })
})
