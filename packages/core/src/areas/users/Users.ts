import { Effect } from "effect"
import type { EntityId, UserId } from "../../api/ids.js"
import * as Api from "../../api/Users.js"
import { refreshIfUnknown, refreshing } from "../../cache/refresh.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { sendVerification } from "../../session/links.js"
import { countFilters, mergeUnique, needsVerification, searchFilters, totalOf } from "./manage-rules.js"

/** Everyone of an organisation is fetched in one page of at most this many. */
const ALL = 50_000

export interface UserLists {
  readonly admins: ReadonlyArray<Api.AdminUser>
  readonly employees: ReadonlyArray<Api.Person>
  readonly adminCount: number
  readonly employeeCount: number
}

/** POR-19: an organisation's admins and employees, until a change makes them stale. */
export const UserListCache = runtimeCache<EntityId, UserLists>()

const admins = (organizationId: EntityId, urlParams: Api.UserFilters) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.searchAdmins, client.users.admins({ path: { organizationId }, urlParams })),
  )

const employees = (organizationId: EntityId, urlParams: Api.UserFilters) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.searchEmployees, client.users.employees({ path: { organizationId }, urlParams })),
  )

const concurrently = { concurrency: "unbounded" } as const

const fetchLists = (organizationId: EntityId) =>
  Effect.all(
    {
      admins: Effect.map(admins(organizationId, { pageSize: ALL }), (page) => page.users),
      employees: Effect.map(employees(organizationId, { pageSize: ALL }), (page) => page.persons),
      // POR-13: each count is two totals added up.
      adminCount: Effect.map(
        Effect.forEach(countFilters, (filters) => admins(organizationId, filters), concurrently),
        (pages) => totalOf(pages.map((page) => page.totalRecordCount)),
      ),
      employeeCount: Effect.map(
        Effect.forEach(countFilters, (filters) => employees(organizationId, filters), concurrently),
        (pages) => totalOf(pages.map((page) => page.totalRecordCount)),
      ),
    },
    concurrently,
  )

export const lists = (organizationId: EntityId) =>
  Effect.flatMap(UserListCache, (cache) => cache.ensure(organizationId, fetchLists(organizationId)))

/** NAV-10: fetched again, whatever is cached. */
export const reloadLists = (organizationId: EntityId) =>
  Effect.flatMap(UserListCache, (cache) => cache.reload(organizationId, fetchLists(organizationId)))

const refresh = (organizationId: EntityId) =>
  Effect.flatMap(UserListCache, (cache) =>
    cache.reload(organizationId, fetchLists(organizationId)).pipe(Effect.ignore),
  )

/** POR-12: the basic search over admins: each field asked separately, merged without repeats. */
export const searchAdminsText = (organizationId: EntityId, text: string) =>
  Effect.map(
    Effect.forEach(searchFilters("admins", text), (filters) => admins(organizationId, filters), concurrently),
    (pages) =>
      mergeUnique(
        pages.map((page) => page.users),
        (admin) => admin.userId,
      ),
  )

/** POR-12: the same for employees, with the employee id as a fourth field. */
export const searchEmployeesText = (organizationId: EntityId, text: string) =>
  Effect.map(
    Effect.forEach(
      searchFilters("employees", text),
      (filters) => employees(organizationId, filters),
      concurrently,
    ),
    (pages) =>
      mergeUnique(
        pages.map((page) => page.persons),
        (person) => person.personId,
      ),
  )

/** POR-15, POR-18: checks the e-mail is new here, creates the admin, and asks for verification when needed. */
export const createAdmin = (organizationId: EntityId, fields: Api.AdminFields) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const { exists } = yield* call(
      Api.adminExists,
      client.users.adminExists({
        path: { organizationId },
        urlParams: { emailAddress: fields.emailAddress },
      }),
    )
    if (exists) return { kind: "exists" as const }
    const admin = yield* call(
      Api.createAdmin,
      client.users.createAdmin({ path: { organizationId }, payload: fields }),
    ).pipe(refreshIfUnknown(refresh(organizationId)))
    const verificationSent = needsVerification(admin)
      ? yield* sendVerification(admin.emailAddress).pipe(
          Effect.as(true),
          Effect.catchAll(() => Effect.succeed(false)),
        )
      : false
    yield* refresh(organizationId)
    return { kind: "created" as const, admin, verificationSent }
  })

export const updateAdmin = (organizationId: EntityId, userId: UserId, fields: Api.AdminFields) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.updateAdmin, client.users.updateAdmin({ path: { userId }, payload: fields })),
  ).pipe(refreshing(refresh(organizationId)))

/** POR-14: deleting refreshes the list. */
export const deleteAdmin = (organizationId: EntityId, userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.deleteAdmin, client.users.deleteAdmin({ path: { userId } })),
  ).pipe(refreshing(refresh(organizationId)))

export const resetAdmin = (emailAddress: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.resetAdmin, client.users.resetAdmin({ payload: { emailAddress } })),
  )

/** POR-18: moves an admin; both organisations' lists change. */
export const moveAdmin = (from: EntityId, userId: UserId, to: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.moveAdmin, client.users.moveAdmin({ path: { userId }, payload: { organizationId: to } })),
  ).pipe(refreshing(Effect.all([refresh(from), refresh(to)], concurrently)))

export const createEmployee = (organizationId: EntityId, fields: Api.EmployeeFields) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.createEmployee, client.users.createEmployee({ path: { organizationId }, payload: fields })),
  ).pipe(refreshing(refresh(organizationId)))

export const updateEmployee = (
  organizationId: EntityId,
  personId: Api.PersonId,
  fields: Api.EmployeeFields,
) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.updateEmployee, client.users.updateEmployee({ path: { personId }, payload: fields })),
  ).pipe(refreshing(refresh(organizationId)))

export const deleteEmployee = (organizationId: EntityId, personId: Api.PersonId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.deleteEmployee, client.users.deleteEmployee({ path: { personId } })),
  ).pipe(refreshing(refresh(organizationId)))

export const resetEmployee = (emailAddress: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.resetEmployee, client.users.resetEmployee({ payload: { emailAddress } })),
  )
