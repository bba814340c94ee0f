import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { UserId } from "@wellkit/core"
import { inProcessSandbox } from "@wellkit/testkit/harness"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { withWellkit } from "../../test-wellkit.js"
import { FavoriteStar } from "./FavoriteStar.js"

/** ADM-14 on the screen: the star is a toggle named for the member, starring by POST and unstarring by DELETE. */
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
})
afterEach(async () => {
  cleanup()
  await env.close()
})

const show = (userId: UserId, name: string) => {
  render(
    withWellkit(
      env.client,
      <MemoryRouter>
        <FavoriteStar userId={userId} name={name} />
      </MemoryRouter>,
    ),
  )
}

describe("ADM-14: the favorite star", () => {
  it("stars a member who is not starred, then unstars them; every star shares one read of the list", async () => {
    const member = env.sandbox.db.state.employees.find(
      (employee) =>
        employee.entityId === 1000 &&
        !env.sandbox.db.state.favorites.some((star) => star.userId === employee.personId),
    )
    if (!member) throw new Error("Acme has members not starred")
    const name = `${member.firstName} ${member.lastName}`
    show(member.personId as UserId, name)
    const add = await screen.findByRole("button", { name: `Add ${name} to my favorites` })
    expect(add.getAttribute("aria-pressed")).toBe("false")
    fireEvent.click(add)
    const remove = await screen.findByRole("button", { name: `Remove ${name} from my favorites` })
    expect(remove.getAttribute("aria-pressed")).toBe("true")
    const post = env.sandbox.requests.filter((line) => line === "POST /userFavorites")
    expect(post).toHaveLength(1)
    fireEvent.click(remove)
    await screen.findByRole("button", { name: `Add ${name} to my favorites` })
    const star = env.sandbox.db.state.favorites.find((one) => one.userId === member.personId)
    expect(star).toBeUndefined()
    expect(env.sandbox.requests.filter((line) => line.startsWith("DELETE /userFavorites/"))).toHaveLength(1)
    // One first read, then one after each write.
    expect(env.sandbox.requests.filter((line) => line === "GET /userFavorites")).toHaveLength(3)
  })
})
