import { HttpApiBuilder } from "@effect/platform"
import {
  type AdminUser,
  BadRequest,
  NotFound,
  type Person,
  type UserFilters,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { Employee, SandboxUser } from "../state.js"
import { mailResetLink } from "./account-links.js"
import { currentUser } from "./auth.js"
import { ADMIN_FUNCTIONS, inviteUser } from "./invite.js"

const STAFF = 5

const contains = (value: string, wanted: string | undefined) =>
  wanted === undefined || value.toLowerCase().includes(wanted.trim().toLowerCase())

/** The filters every list call takes; only the given ones apply. */
const matches = (
  filters: UserFilters,
  person: {
    firstName: string
    lastName: string
    emailAddress: string
    registered: boolean
    employeeId?: string
  },
) =>
  contains(person.firstName, filters.firstName) &&
  contains(person.lastName, filters.lastName) &&
  contains(person.emailAddress, filters.emailAddress) &&
  contains(person.employeeId ?? "", filters.employeeId) &&
  (filters.registered === undefined || person.registered === filters.registered)

const page = <A>(items: ReadonlyArray<A>, filters: UserFilters) => ({
  totalRecordCount: items.length,
  items: items.slice(0, filters.pageSize ?? 100),
})

const adminOf = (user: SandboxUser): AdminUser =>
  ({
    userId: user.userId,
    organizationId: user.entityId,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.emailAddress,
    adminType: user.adminType,
    registered: user.registered !== false,
    isVerified: user.isVerified ?? user.registered !== false,
  }) as AdminUser

const personOf = (employee: Employee): Person =>
  ({
    personId: employee.personId,
    organizationId: employee.entityId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    emailAddress: employee.emailAddress,
    employeeId: employee.employeeId,
    dob: employee.dob,
    registered: employee.registered,
  }) as Person

export const userHandlers = (db: Db) => {
  const emailTaken = (email: string, except?: { userId?: number; personId?: number }) => {
    const wanted = email.toLowerCase()
    return (
      db.state.users.some((u) => u.emailAddress.toLowerCase() === wanted && u.userId !== except?.userId) ||
      db.state.employees.some(
        (e) => e.emailAddress.toLowerCase() === wanted && e.personId !== except?.personId,
      )
    )
  }
  const taken = () =>
    new BadRequest({ message: "The e-mail address is already on an active account. Use another address." })
  const replaceUser = (user: SandboxUser, next: SandboxUser) => {
    db.state.users = db.state.users.map((u) => (u === user ? next : u))
    db.persist()
    return adminOf(next)
  }
  const findAdmin = (userId: number) =>
    db.state.users.find((u) => u.userId === userId && u.adminType !== STAFF)
  const findEmployee = (personId: number) => db.state.employees.find((e) => e.personId === personId)
  const noAdmin = () => new NotFound({ message: "There is no such administrator." })
  const noEmployee = () => new NotFound({ message: "There is no such employee." })

  return HttpApiBuilder.group(WellkitApi, "users", (handlers) =>
    handlers
      .handle("admins", ({ request, path, urlParams }) =>
        Effect.map(currentUser(db, request), () => {
          const found = db.state.users
            .filter((u) => u.entityId === path.organizationId && u.adminType !== STAFF)
            .map(adminOf)
            .filter((admin) => matches(urlParams, admin))
          const { totalRecordCount, items } = page(found, urlParams)
          return { totalRecordCount, users: items }
        }),
      )
      .handle("adminExists", ({ request, path, urlParams }) =>
        Effect.map(currentUser(db, request), () => ({
          exists: db.state.users.some(
            (u) =>
              u.entityId === path.organizationId &&
              u.emailAddress.toLowerCase() === urlParams.emailAddress.toLowerCase(),
          ),
        })),
      )
      .handle("createAdmin", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          if (emailTaken(payload.emailAddress)) return Effect.fail(taken())
          const user = inviteUser(db, {
            emailAddress: payload.emailAddress,
            firstName: payload.firstName,
            lastName: payload.lastName,
            adminType: 8,
            entityId: path.organizationId,
            functions: ADMIN_FUNCTIONS,
          })
          return Effect.succeed(adminOf(user))
        }),
      )
      .handle("updateAdmin", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<AdminUser, NotFound | BadRequest> => {
          const user = findAdmin(path.userId)
          if (!user) return Effect.fail(noAdmin())
          if (emailTaken(payload.emailAddress, { userId: user.userId })) return Effect.fail(taken())
          const { firstName, lastName, emailAddress } = payload
          return Effect.succeed(replaceUser(user, { ...user, firstName, lastName, emailAddress }))
        }),
      )
      .handle("deleteAdmin", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (me): Effect.Effect<void, NotFound | BadRequest> => {
          const user = findAdmin(path.userId)
          if (!user) return Effect.fail(noAdmin())
          if (user.userId === me.userId)
            return Effect.fail(new BadRequest({ message: "You cannot delete your own account." }))
          db.state.users = db.state.users.filter((u) => u !== user)
          for (const [token, userId] of Object.entries(db.state.sessions))
            if (userId === user.userId) delete db.state.sessions[token]
          db.persist()
          return Effect.void
        }),
      )
      .handle("resetAdmin", ({ request, payload }) =>
        Effect.map(currentUser(db, request), () => {
          const user = db.state.users.find(
            (u) => u.emailAddress.toLowerCase() === payload.emailAddress.toLowerCase(),
          )
          if (!user) return
          mailResetLink(db, user)
        }),
      )
      .handle("moveAdmin", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<AdminUser, NotFound | BadRequest> => {
          const user = findAdmin(path.userId)
          if (!user) return Effect.fail(noAdmin())
          if (!db.state.entities.some((entity) => entity.id === payload.organizationId))
            return Effect.fail(new BadRequest({ message: "There is no such organization." }))
          return Effect.succeed(replaceUser(user, { ...user, entityId: payload.organizationId }))
        }),
      )
      .handle("employees", ({ request, path, urlParams }) =>
        Effect.map(currentUser(db, request), () => {
          const found = db.state.employees
            .filter((e) => e.entityId === path.organizationId && matches(urlParams, e))
            .map(personOf)
          const { totalRecordCount, items } = page(found, urlParams)
          return { totalRecordCount, persons: items }
        }),
      )
      .handle("createEmployee", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          if (emailTaken(payload.emailAddress)) return Effect.fail(taken())
          const personId = db.state.employees.reduce((max, e) => Math.max(max, e.personId), 10_000) + 1
          const employee: Employee = {
            personId,
            entityId: path.organizationId,
            firstName: payload.firstName,
            lastName: payload.lastName,
            emailAddress: payload.emailAddress,
            employeeId: payload.employeeId ?? "",
            dob: payload.dob ?? "",
            registered: false,
          }
          db.state.employees.push(employee)
          db.persist()
          return Effect.succeed(personOf(employee))
        }),
      )
      .handle("updateEmployee", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Person, NotFound | BadRequest> => {
          const employee = findEmployee(path.personId)
          if (!employee) return Effect.fail(noEmployee())
          if (emailTaken(payload.emailAddress, { personId: employee.personId })) return Effect.fail(taken())
          const next: Employee = {
            ...employee,
            firstName: payload.firstName,
            lastName: payload.lastName,
            emailAddress: payload.emailAddress,
            employeeId: payload.employeeId ?? employee.employeeId,
            dob: payload.dob ?? employee.dob,
          }
          db.state.employees = db.state.employees.map((e) => (e === employee ? next : e))
          db.persist()
          return Effect.succeed(personOf(next))
        }),
      )
      .handle("deleteEmployee", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const employee = findEmployee(path.personId)
          if (!employee) return Effect.fail(noEmployee())
          db.state.employees = db.state.employees.filter((e) => e !== employee)
          db.persist()
          return Effect.void
        }),
      )
      .handle("resetEmployee", ({ request, payload }) =>
        Effect.map(currentUser(db, request), () => {
          db.mail(payload.emailAddress, "Reset your wellkit password", "/auth/forgot")
          db.persist()
        }),
      ),
  )
}
