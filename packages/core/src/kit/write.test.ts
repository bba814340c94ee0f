import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { saveAction, write } from "./write.js"

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } as const

/** A write's run, noting what it refreshed and kept. */
const trace = () => {
  const seen: Array<string> = []
  return {
    seen,
    refresh: Effect.sync(() => void seen.push("refresh")),
    keep: (result: number) => Effect.sync(() => void seen.push(`keep ${result}`)),
  }
}

describe("the kit's one write path", () => {
  it.each([
    { isUpdate: true, id: 7, action: "update" },
    { isUpdate: true, id: undefined, action: "create" },
    { isUpdate: true, id: null, action: "create" },
    { isUpdate: false, id: 7, action: "create" },
    { isUpdate: false, id: undefined, action: "create" },
  ])("ADM-1: the rule says $isUpdate and the id is $id → $action", ({ isUpdate, id, action }) => {
    expect(saveAction(isUpdate, id)).toBe(action)
  })

  it("ADM-2, ADM-3, ERR-6: a write that succeeds keeps its result, refreshes, and carries its toast and redirect", async () => {
    const { seen, refresh, keep } = trace()
    const outcome = await Effect.runPromise(
      write(Effect.succeed(42), {
        keep,
        refresh,
        toast: saved,
        redirect: (id) => ({ path: `/noap/admin/badges/${id}`, params: {}, replace: true }),
      }),
    )
    expect(seen).toEqual(["keep 42", "refresh"])
    expect(outcome).toEqual({
      result: 42,
      toast: saved,
      redirect: { path: "/noap/admin/badges/42", params: {}, replace: true },
    })
  })

  it("a toast may depend on the answer", async () => {
    const outcome = await Effect.runPromise(
      write(Effect.succeed("invited"), {
        toast: (result) => ({ title: "SUCCESS.SUCCESS_TITLE", message: `SUCCESS.${result.toUpperCase()}` }),
        redirect: () => undefined,
      }),
    )
    expect(outcome.toast.message).toBe("SUCCESS.INVITED")
  })

  it("ERR-5: a write whose outcome is unknown refreshes what it may have changed, and fails", async () => {
    const { seen, refresh, keep } = trace()
    const unknown = appError({
      message: "ERRORS.SAVE_BADGE_FAILED",
      additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
    })
    const exit = await Effect.runPromiseExit(
      write(Effect.fail(unknown), { keep, refresh, toast: saved, redirect: () => undefined }),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(seen).toEqual(["refresh"])
  })

  it("a refused write refreshes nothing and fails in the words `failure` gives (ADM-9)", async () => {
    const { seen, refresh } = trace()
    const refused = appError({ message: "ERRORS.SAVE_BADGE_FAILED", status: 400 })
    const exit = await Effect.runPromiseExit(
      write(Effect.fail(refused), {
        refresh,
        failure: (error) =>
          appError({ message: "The name is taken.", messagePassThrough: true, status: error.status }),
        toast: saved,
        redirect: () => undefined,
      }),
    )
    expect(seen).toEqual([])
    expect(Exit.isFailure(exit) && exit.cause._tag === "Fail" ? exit.cause.error.message : "").toBe(
      "The name is taken.",
    )
  })
})
