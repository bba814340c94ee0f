import type { EntityId } from "@wellkit/core"
import { afterEach, beforeEach, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

it("POR-6, POR-19: the dashboard asks for programs, challenges and rewards of the organization, once", async () => {
  const data = await env.client.dashboard.get(1000 as EntityId)
  await env.client.dashboard.get(1000 as EntityId)
  expect([...env.sandbox.requests].sort()).toEqual([
    "GET /organizations/1000/dashboard/challenges",
    "GET /organizations/1000/dashboard/programs",
    "GET /organizations/1000/dashboard/rewards",
  ])
  expect(data.programs.length).toBeGreaterThan(0)
  expect(data.challenges.map((c) => c.name)).toEqual(["Hydration week", "Step it up", "Sleep well"])
  expect(data.rewards).toHaveLength(12)
  expect(data.rewards.every((m) => m.redeemed <= m.earned)).toBe(true)
})
