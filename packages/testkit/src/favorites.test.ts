import type { UserId } from "@wellkit/core"
import { Favorites } from "@wellkit/core/favorites"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
/** The body of each request, as sent, beside its line. */
let bodies: Array<string>

beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
  bodies = []
  const handle = env.sandbox.handle
  ;(env.sandbox as { handle: typeof handle }).handle = async (request) => {
    bodies.push(await request.clone().text())
    return handle(request)
  }
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const reads = () => env.lines.filter((line) => line.startsWith("GET /userFavorites"))
const acmeMember = (index: number) =>
  env.sandbox.db.state.employees.filter((employee) => employee.entityId === 1000)[index]?.personId as UserId

describe("ADM-14: user favorites are cached unless a refresh is forced", () => {
  it("a second visit makes no GET; a refresh makes one", async () => {
    const first = await run(Favorites.list)
    const second = await run(Favorites.list)
    expect(reads()).toHaveLength(1)
    expect(second).toBe(first)
    await run(Favorites.reload)
    expect(reads()).toHaveLength(2)
  })

  it("POST sends the body {userId} and nothing else", async () => {
    const userId = acmeMember(10)
    const { result, toast } = await run(Favorites.add(userId))
    const post = env.lines.findIndex((line) => line.startsWith("POST /userFavorites"))
    expect(post).toBeGreaterThanOrEqual(0)
    expect(JSON.parse(bodies[post] ?? "")).toEqual({ userId })
    expect(result.userId).toBe(userId)
    expect(toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.FAVORITE_ADDED" })
  })

  it("DELETE goes to /userFavorites/{entityAssociationId}", async () => {
    const [starred] = await run(Favorites.list)
    if (!starred) throw new Error("the seed stars three members")
    await run(Favorites.remove(starred.entityAssociationId))
    expect(
      env.lines.filter((line) => line.startsWith(`DELETE /userFavorites/${starred.entityAssociationId}?`)),
    ).toHaveLength(1)
    expect((await run(Favorites.list)).map((favorite) => favorite.userId)).not.toContain(starred.userId)
  })

  it("a star or unstar reads the list again, so My favorites shows it", async () => {
    await run(Favorites.list)
    const userId = acmeMember(12)
    await run(Favorites.add(userId))
    expect(reads()).toHaveLength(2)
    expect((await run(Favorites.list)).some((favorite) => favorite.userId === userId)).toBe(true)
    expect(reads()).toHaveLength(2)
  })

  it("a failed read is the call's own error (recorded and shown once by the general handler)", async () => {
    env.sandbox.faults.set({ endpoint: "favorites.list", status: 500, times: 1 })
    await expect(run(Favorites.list)).rejects.toMatchObject({ message: "ERRORS.GET_USER_FAVORITES_FAILED" })
    expect((await run(Favorites.list)).length).toBeGreaterThan(0)
  })
})

describe("K1 user scope: the favorites are the signed-in user's own", () => {
  it("another staff member has their own list and cannot delete someone else's star", async () => {
    const mine = await run(Favorites.list)
    const staff = env.sandbox.db.state.users.find((user) => user.userId === 1)
    if (!staff) throw new Error("the seed has staff")
    env.sandbox.db.state.users.push({
      ...staff,
      userId: 99,
      emailAddress: "colleague@wellkit.test",
      pendingConsentIds: [],
    })
    await env.loginAs("colleague@wellkit.test")
    expect(await run(Favorites.list)).toEqual([])
    const [star] = mine
    if (!star) throw new Error("the seed stars three members")
    await expect(run(Favorites.remove(star.entityAssociationId))).rejects.toMatchObject({
      message: "ERRORS.DELETE_USER_FAVORITE_FAILED",
    })
  })

  it("anyone not staff is answered 404", async () => {
    await env.loginAs("admin@acme.test")
    await expect(run(Favorites.list)).rejects.toMatchObject({ message: "ERRORS.GET_USER_FAVORITES_FAILED" })
  })
})
