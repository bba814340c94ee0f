import type { AppError, EntityId, PackageGroupId, WellkitServices } from "@wellkit/core"
import type { PackageGroupInput } from "@wellkit/core/package-groups"
import type { Effect } from "effect"
import { afterEach, beforeEach, expect } from "vitest"
import { inProcessSandbox } from "./harness.js"

/**
 * What the package-group test files share: a sandbox signed in as staff for
 * each test (its requests in `calls`, from `useStaffSandbox`), the demo organizations and a draft.
 */
export const acme = 1000 as EntityId
export const west = 1001 as EntityId
export const group400 = 400 as PackageGroupId
export let env: ReturnType<typeof inProcessSandbox>
export let calls: Array<string>
export const run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => env.client.run(effect)
export const failure = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) =>
  run(effect).then(
    () => expect.unreachable("it should have failed"),
    (error: AppError) => error,
  )

/** Registers the hooks in the calling test file; each file calls it (modules are shared between files). */
export const useStaffSandbox = () => {
  beforeEach(async () => {
    env = inProcessSandbox()
    calls = env.sandbox.requests
    await env.loginAs("staff@wellkit.test")
    calls.length = 0
  })
  afterEach(() => env.close())
}

export const draft = (overrides: Partial<PackageGroupInput> = {}): PackageGroupInput =>
  ({
    ownerEntityId: acme,
    name: "Spring boost",
    description: "Two packages for spring.",
    isActive: false,
    packages: [
      { name: "Move", productId: 301 },
      { name: "Rest", productId: null },
    ],
    ...overrides,
  }) as PackageGroupInput

/** The seeded package 4100 of package group 400. */
export const at = { entityId: acme, id: 400, packageId: 4100 }
