import { Effect } from "effect"
import type { EntityId, UserId } from "../../api/ids.js"
import * as Api from "../../api/Users.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { type ResourceOutcome, write } from "../../kit/write.js"
import { sendVerification } from "../../session/links.js"
import {
  adminCreatedToast,
  countFilters,
  mergeUnique,
  needsVerification,
  redirectAfterSave,
  searchFilters,
  totalOf,
  userToasts,
} from "./manage-rules.js"

/** Everyone of an organization is fetched in one page of at most this many. */
const ALL = 50_000

export interface UserLists {
  readonly admins: ReadonlyArray<Api.AdminUser>
  readonly employees: ReadonlyArray<Api.Person>
  readonly adminCount: number
  readonly employeeCount: number
}

/** POR-19: an organization's admins and employees, until a change makes them stale. */
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

/** A new admin, and whether the verification e-mail went out (POR-15). */
export interface CreatedAdmin {
  readonly admin: Api.AdminUser
  readonly verificationSent: boolean
}

/** An add of an admin: refused before any write when the e-mail is an admin here already (POR-18), else the write's outcome. */
export type AdminCreation =
  | { readonly kind: "exists" }
  | ({ readonly kind: "created" } & ResourceOutcome<CreatedAdmin>)

const stay = () => undefined

/**
 * POR-15, POR-18: checks the e-mail is new here, then creates the admin and
 * asks for verification when needed, through the one write path: the lists
 * are read again (also when the outcome is unknown), and the toast says
 * whether the admin can sign in now. A failed verification e-mail fails nothing.
 */
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
    const created = call(
      Api.createAdmin,
      client.users.createAdmin({ path: { organizationId }, payload: fields }),
    ).pipe(
      Effect.flatMap((admin) =>
        needsVerification(admin)
          ? sendVerification(admin.emailAddress).pipe(
              Effect.as({ admin, verificationSent: true }),
              Effect.catchAll(() => Effect.succeed({ admin, verificationSent: false })),
            )
          : Effect.succeed({ admin, verificationSent: false }),
      ),
    )
    const outcome = yield* write(created, {
      refresh: refresh(organizationId),
      toast: ({ admin }) => adminCreatedToast(admin),
      redirect: stay,
    })
    return { kind: "created" as const, ...outcome } satisfies AdminCreation
  })

/** POR-14: an admin changed; the lists are read again and the admins' tab shown. */
export const updateAdmin = (organizationId: EntityId, userId: UserId, fields: Api.AdminFields) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.updateAdmin, client.users.updateAdmin({ path: { userId }, payload: fields })),
    ),
    {
      refresh: refresh(organizationId),
      toast: userToasts.saved,
      redirect: () => redirectAfterSave("admin", organizationId),
    },
  )

/** POR-14: deleting refreshes the list. */
export const deleteAdmin = (organizationId: EntityId, userId: UserId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.deleteAdmin, client.users.deleteAdmin({ path: { userId } })),
    ),
    { refresh: refresh(organizationId), toast: userToasts.deleted, redirect: stay },
  )

/** POR-14: a password-reset e-mail; nothing on the lists changes, so nothing is read again. */
export const resetAdmin = (emailAddress: string) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.resetAdmin, client.users.resetAdmin({ payload: { emailAddress } })),
    ),
    { toast: userToasts.reset, redirect: stay },
  )

/** POR-18: moves an admin; both organizations' lists change. */
export const moveAdmin = (from: EntityId, userId: UserId, to: EntityId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.moveAdmin, client.users.moveAdmin({ path: { userId }, payload: { organizationId: to } })),
    ),
    {
      refresh: Effect.all([refresh(from), refresh(to)], concurrently),
      toast: userToasts.saved,
      redirect: stay,
    },
  )

/** POR-14: an employee added; the lists are read again and the employees' tab shown. */
export const createEmployee = (organizationId: EntityId, fields: Api.EmployeeFields) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.createEmployee, client.users.createEmployee({ path: { organizationId }, payload: fields })),
    ),
    {
      refresh: refresh(organizationId),
      toast: userToasts.saved,
      redirect: () => redirectAfterSave("employee", organizationId),
    },
  )

export const updateEmployee = (
  organizationId: EntityId,
  personId: Api.PersonId,
  fields: Api.EmployeeFields,
) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.updateEmployee, client.users.updateEmployee({ path: { personId }, payload: fields })),
    ),
    {
      refresh: refresh(organizationId),
      toast: userToasts.saved,
      redirect: () => redirectAfterSave("employee", organizationId),
    },
  )

export const deleteEmployee = (organizationId: EntityId, personId: Api.PersonId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.deleteEmployee, client.users.deleteEmployee({ path: { personId } })),
    ),
    { refresh: refresh(organizationId), toast: userToasts.deleted, redirect: stay },
  )

export const resetEmployee = (emailAddress: string) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.resetEmployee, client.users.resetEmployee({ payload: { emailAddress } })),
    ),
    { toast: userToasts.reset, redirect: stay },
  )
