import {
  type AppError,
  type EntityId,
  type HealthtrackerInput,
  Healthtrackers,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "../harness.js"

/**
 * The table every declared resource passes: ADM-1 (create vs update by id),
 * ADM-2 (where each action goes), ADM-3 (what is fetched again), ERR-6 and the
 * sandbox's uniqueness and organisation checks. A new area adds one row.
 */
interface Row<Input> {
  readonly area: string
  readonly service: Pick<typeof Healthtrackers, "list" | "save" | "remove">
  readonly resource: typeof Healthtrackers.resource
  readonly draft: (entityId: EntityId) => Input
  /** A change that an update makes, and a clash with a record the seed has (302). */
  readonly change: Partial<Input>
  readonly clash: Partial<Input>
}

const rows: ReadonlyArray<Row<HealthtrackerInput>> = [
  {
    area: "healthtrackers",
    service: Healthtrackers,
    resource: Healthtrackers.resource,
    draft: (entityId) => ({
      entityId,
      name: "Stairs climbed",
      unit: "floors",
      dailyGoal: 10,
      isActive: true,
    }),
    change: { name: "Floors climbed" },
    clash: { name: "Daily steps" },
  },
]

const acme = 1000 as EntityId
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

for (const row of rows) {
  const { resource, service } = row
  const run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => env.client.run(effect)
  const path = `/entities/${acme}/${resource.name}`
  const idOf = (record: unknown) => (record as Record<string, number>)[resource.idField] as number

  describe(`${row.area}: the resource kit's rules against the sandbox`, () => {
    it(`ADM-1, ADM-2, ADM-3, ERR-6: ${row.area} without an id is created, opened and its list fetched again`, async () => {
      await run(service.list(acme))
      env.sandbox.requests.length = 0
      const created = await run(service.save(row.draft(acme)))
      expect(env.sandbox.requests).toEqual([`POST ${path}`, `GET ${path}`])
      expect(created.redirect).toEqual({
        path: `${resource.listPath}/${idOf(created.result)}`,
        params: { entityId: "1000" },
        replace: resource.redirects.create.replace ?? false,
      })
      expect(created.toast).toEqual(resource.toasts.create)
      expect(await run(service.list(acme))).toContainEqual(created.result)
    })

    it(`ADM-1, ADM-2, ADM-3: ${row.area} with an id is updated in place`, async () => {
      const { result } = await run(service.save(row.draft(acme)))
      env.sandbox.requests.length = 0
      const updated = await run(
        service.save({
          ...row.draft(acme),
          ...row.change,
          [resource.idField]: idOf(result),
        } as HealthtrackerInput),
      )
      expect(env.sandbox.requests).toEqual([`PUT ${path}/${idOf(result)}`, `GET ${path}`])
      expect(updated.result).toMatchObject(row.change)
      expect(updated.toast).toEqual(resource.toasts.update)
      expect(
        resource.isUpdate({ ...row.draft(acme), [resource.idField]: idOf(result) } as HealthtrackerInput),
      ).toBe(true)
      expect(resource.isUpdate(row.draft(acme))).toBe(false)
    })

    it(`ADM-2, ADM-3, ERR-6: deleting ${row.area} goes to the list, which no longer has it`, async () => {
      const { result } = await run(service.save(row.draft(acme)))
      env.sandbox.requests.length = 0
      const removed = await run(service.remove(acme, idOf(result)))
      expect(env.sandbox.requests).toEqual([`DELETE ${path}/${idOf(result)}`, `GET ${path}`])
      expect(removed.redirect).toEqual({
        path: resource.listPath,
        params: { entityId: "1000" },
        replace: true,
      })
      expect(removed.toast).toEqual(resource.toasts.delete)
      expect((await run(service.list(acme))).map(idOf)).not.toContain(idOf(result))
    })

    it(`ADM-7, ERR-5: a clash on ${row.area} is a 302 with the area's own key`, async () => {
      const error = await run(service.save({ ...row.draft(acme), ...row.clash })).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 302, message: resource.errors.save.byStatus?.[302] })
    })

    it(`${row.area}: an organisation outside the user's own is answered as one that does not exist`, async () => {
      await env.client.session.logout()
      await env.loginAs("manager@acme.test")
      const error = await run(service.list(acme)).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 404, message: resource.errors.list.key })
    })
  })
}
