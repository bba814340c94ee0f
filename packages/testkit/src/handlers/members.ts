import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { InUse, NotFound, WellkitApi } from "@wellkit/core"
import type { DemographicsInput, Member, MemberInput, MemberSearchParams } from "@wellkit/core/members"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { mayEnter } from "../kit/collection.js"
import type { Employee, SandboxUser } from "../state.js"
import { currentUser } from "./auth.js"

const STAFF = 5
/** The portal's read-only member profile (NAV-4) reads a member and their demographics. */
const PROFILE_FUNCTION = "MEMBER_DEMOGRAPHIC_VIEW"

const NO_DEMOGRAPHICS: DemographicsInput = {
  gender: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postalCode: "",
  country: "",
  department: "",
  location: "",
}

const statusOf = (employee: Employee) => employee.memberStatus ?? (employee.registered ? "active" : "pending")

const memberOf = (employee: Employee): Member =>
  ({
    userId: employee.personId,
    entityId: employee.entityId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    emailAddress: employee.emailAddress,
    employeeId: employee.employeeId,
    dob: employee.dob,
    status: statusOf(employee),
    isTest: employee.isTest === true,
  }) as Member

const includes = (value: string, wanted: string | undefined) =>
  wanted === undefined || value.toLowerCase().includes(wanted.trim().toLowerCase())

const matches = (query: MemberSearchParams, employee: Employee) =>
  includes(`${employee.firstName} ${employee.lastName}`, query.name) &&
  includes(employee.emailAddress, query.emailAddress) &&
  includes(employee.employeeId, query.employeeId) &&
  (query.status === undefined || statusOf(employee) === query.status)

const byName = (a: Employee, b: Employee) =>
  `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, "en", {
    sensitivity: "base",
  }) || a.personId - b.personId

const noMember = () => new NotFound({ message: "There is no such member." })

/**
 * Members over the sandbox's employees: the same people as Manage users. Staff
 * read and change any organization's; an organization admin with the profile
 * function reads (only) their own organization tree's. Anyone else: 404.
 */
export const memberHandlers = (db: Db) => {
  type Request = HttpServerRequest.HttpServerRequest
  const staff = (request: Request) =>
    Effect.flatMap(currentUser(db, request), (user) =>
      user.adminType === STAFF ? Effect.succeed(user) : Effect.fail(noMember()),
    )
  const find = (userId: number) => db.state.employees.find((employee) => employee.personId === userId)
  const mayRead = (user: SandboxUser, employee: Employee) =>
    user.adminType === STAFF ||
    (user.functions.includes(PROFILE_FUNCTION) && mayEnter(db, user, employee.entityId))
  const readable = (request: Request, userId: number) =>
    Effect.flatMap(currentUser(db, request), (user) => {
      const employee = find(userId)
      return employee && mayRead(user, employee) ? Effect.succeed(employee) : Effect.fail(noMember())
    })
  const changeable = (request: Request, userId: number) =>
    Effect.flatMap(staff(request), () => {
      const employee = find(userId)
      return employee ? Effect.succeed(employee) : Effect.fail(noMember())
    })

  /** ADM-13: an address already on another active account (a member or a sign-in) is refused. */
  const emailClash = (emailAddress: string, except?: Employee) => {
    const wanted = emailAddress.toLowerCase()
    const taken =
      db.state.users.some((user) => user.emailAddress.toLowerCase() === wanted) ||
      db.state.employees.some(
        (e) => e !== except && e.emailAddress.toLowerCase() === wanted && statusOf(e) === "active",
      )
    return taken
      ? Effect.fail(
          new InUse({ message: `The e-mail address ${emailAddress} is already on an active account.` }),
        )
      : Effect.void
  }
  const replace = (employee: Employee, next: Employee) => {
    db.state.employees = db.state.employees.map((e) => (e === employee ? next : e))
    db.persist()
    return next
  }
  const fieldsOf = (input: MemberInput) => ({
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: input.emailAddress,
    employeeId: input.employeeId,
    dob: input.dob ?? "",
  })

  return HttpApiBuilder.group(WellkitApi, "members", (handlers) =>
    handlers
      .handle("search", ({ request, path, urlParams }) =>
        Effect.flatMap(staff(request), () => {
          if (!db.state.entities.some((entity) => entity.id === path.entityId))
            return Effect.fail(new NotFound({ message: "No such organization." }))
          const found = db.state.employees
            .filter((employee) => employee.entityId === path.entityId && matches(urlParams, employee))
            .sort(byName)
          const size = urlParams.pageSize ?? 25
          const from = ((urlParams.pageNumber ?? 1) - 1) * size
          return Effect.succeed({
            totalRecordCount: found.length,
            members: found.slice(from, from + size).map(memberOf),
          })
        }),
      )
      .handle("get", ({ request, path }) => Effect.map(readable(request, path.userId), memberOf))
      .handle("create", ({ request, path, payload }) =>
        Effect.gen(function* () {
          yield* staff(request)
          if (!db.state.entities.some((entity) => entity.id === path.entityId))
            return yield* Effect.fail(new NotFound({ message: "No such organization." }))
          yield* emailClash(payload.emailAddress)
          const employee: Employee = {
            personId: db.state.employees.reduce((max, e) => Math.max(max, e.personId), 10_000) + 1,
            entityId: path.entityId,
            ...fieldsOf(payload),
            registered: false,
          }
          db.state.employees.push(employee)
          db.persist()
          return memberOf(employee)
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        Effect.gen(function* () {
          const employee = yield* changeable(request, path.userId)
          yield* emailClash(payload.emailAddress, employee)
          return memberOf(
            replace(employee, { ...employee, ...fieldsOf(payload), entityId: payload.entityId }),
          )
        }),
      )
      .handle("delete", ({ request, path }) =>
        Effect.map(changeable(request, path.userId), (employee) => {
          db.state.employees = db.state.employees.filter((e) => e !== employee)
          db.persist()
        }),
      )
      .handle("reset", ({ request, payload }) =>
        Effect.flatMap(staff(request), () => {
          const wanted = payload.emailAddress.toLowerCase()
          if (!db.state.employees.some((e) => e.emailAddress.toLowerCase() === wanted))
            return Effect.fail(new NotFound({ message: "No member has this e-mail address." }))
          db.mail(payload.emailAddress, "Reset your wellkit password", "/auth/forgot")
          db.persist()
          return Effect.void
        }),
      )
      .handle("setTest", ({ request, path, payload }) =>
        Effect.map(changeable(request, path.userId), (employee) =>
          memberOf(replace(employee, { ...employee, isTest: payload.isTest })),
        ),
      )
      .handle("activate", ({ request, path }) =>
        Effect.map(changeable(request, path.userId), (employee) =>
          memberOf(replace(employee, { ...employee, memberStatus: "active" })),
        ),
      )
      .handle("demographics", ({ request, path }) =>
        Effect.map(readable(request, path.userId), (employee) => ({
          ...(employee.demographics ?? NO_DEMOGRAPHICS),
          userId: employee.personId as Member["userId"],
        })),
      )
      .handle("saveDemographics", ({ request, path, payload }) =>
        Effect.map(changeable(request, path.userId), (employee) => {
          replace(employee, { ...employee, demographics: payload })
          return { ...payload, userId: employee.personId as Member["userId"] }
        }),
      ),
  )
}
