import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { isDateOfBirth, notADateOfBirth } from "../forms/dates.js"
import { isEmailAddress } from "../forms/email.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam, UserId } from "./ids.js"

/** Admins and employees of an organization (POR-11..16, POR-18). */

export const PersonId = Schema.Int.pipe(Schema.positive(), Schema.brand("PersonId"))
export type PersonId = typeof PersonId.Type

const name = (what: string) => Schema.Trim.pipe(Schema.nonEmptyString({ message: () => `Enter a ${what}.` }))
const email = Schema.Trim.pipe(
  Schema.filter((value) => isEmailAddress(value), {
    message: () => "Enter an e-mail address like name@example.com.",
  }),
)
/**
 * A date of birth as it is sent: "" means none given. Checked here, so the
 * portal's forms, the SDK and the sandbox refuse 1990-02-30 alike, in the
 * words of the batch-file check.
 */
export const DateOfBirth = Schema.String.pipe(
  Schema.filter((value) => value === "" || isDateOfBirth(value) || notADateOfBirth(value), {
    jsonSchema: { pattern: "^(\\d{4}-\\d{2}-\\d{2})?$", description: "YYYY-MM-DD, from 1900 to today" },
  }),
)
/** As typed into a form: surrounding spaces are dropped first. */
const dob = Schema.optional(Schema.compose(Schema.Trim, DateOfBirth))

export const AdminFields = Schema.Struct({
  firstName: name("first name"),
  lastName: name("last name"),
  emailAddress: email,
  dob,
})
export type AdminFields = typeof AdminFields.Type

export const AdminUser = Schema.Struct({
  userId: UserId,
  organizationId: EntityId,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  dob: Schema.optional(Schema.String),
  adminType: Schema.Int,
  registered: Schema.Boolean,
  isVerified: Schema.Boolean,
})
export type AdminUser = typeof AdminUser.Type

export const EmployeeFields = Schema.Struct({
  firstName: name("first name"),
  lastName: name("last name"),
  emailAddress: email,
  /** Text, so leading zeros survive. */
  employeeId: Schema.optional(Schema.Trim),
  dob,
})
export type EmployeeFields = typeof EmployeeFields.Type

export const Person = Schema.Struct({
  personId: PersonId,
  organizationId: EntityId,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  employeeId: Schema.String,
  dob: Schema.String,
  registered: Schema.Boolean,
})
export type Person = typeof Person.Type

/** The search filters; each is optional and only the given ones are sent. */
const Filters = Schema.Struct({
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  emailAddress: Schema.optional(Schema.String),
  employeeId: Schema.optional(Schema.String),
  registered: Schema.optional(Schema.BooleanFromString),
  pageSize: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 50_000))),
})
export type UserFilters = typeof Filters.Type

export const AdminPage = Schema.Struct({ totalRecordCount: Schema.Int, users: Schema.Array(AdminUser) })
export type AdminPage = typeof AdminPage.Type
export const PersonPage = Schema.Struct({ totalRecordCount: Schema.Int, persons: Schema.Array(Person) })
export type PersonPage = typeof PersonPage.Type

const inOrganization = Schema.Struct({ organizationId: EntityIdParam })
const oneAdmin = Schema.Struct({ userId: Schema.NumberFromString.pipe(Schema.compose(UserId)) })
const onePerson = Schema.Struct({ personId: Schema.NumberFromString.pipe(Schema.compose(PersonId)) })
const ByEmail = Schema.Struct({ emailAddress: Schema.String })

export const searchAdmins = HttpApiEndpoint.get("admins", "/organizations/:organizationId/admins")
  .setPath(inOrganization)
  .setUrlParams(Filters)
  .addSuccess(AdminPage)
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_ADMINS_FAILED" })

export const createAdmin = HttpApiEndpoint.post("createAdmin", "/organizations/:organizationId/admins")
  .setPath(inOrganization)
  .setPayload(AdminFields)
  .addSuccess(AdminUser, { status: 201 })
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.CREATE_ADMIN_FAILED" })

export const updateAdmin = HttpApiEndpoint.put("updateAdmin", "/admins/:userId")
  .setPath(oneAdmin)
  .setPayload(AdminFields)
  .addSuccess(AdminUser)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_ADMIN_FAILED" })

export const deleteAdmin = HttpApiEndpoint.del("deleteAdmin", "/admins/:userId")
  .setPath(oneAdmin)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_ADMINISTRATOR_FAILED" })

export const resetAdmin = HttpApiEndpoint.post("resetAdmin", "/admins/reset")
  .setPayload(ByEmail)
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(ErrorKeys, { key: "ERRORS.RESET_ADMIN_FAILED" })

/** POR-18: moves an admin to another organization. */
export const moveAdmin = HttpApiEndpoint.post("moveAdmin", "/admins/:userId/move")
  .setPath(oneAdmin)
  .setPayload(Schema.Struct({ organizationId: EntityId }))
  .addSuccess(AdminUser)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_ADMIN_FAILED" })

/** POR-18: whether an admin with this e-mail exists in the organization. */
export const adminExists = HttpApiEndpoint.get("adminExists", "/organizations/:organizationId/admins/exists")
  .setPath(inOrganization)
  .setUrlParams(ByEmail)
  .addSuccess(Schema.Struct({ exists: Schema.Boolean }))
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_ADMINS_FAILED" })

export const searchEmployees = HttpApiEndpoint.get("employees", "/organizations/:organizationId/employees")
  .setPath(inOrganization)
  .setUrlParams(Filters)
  .addSuccess(PersonPage)
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_EMPLOYEES_FAILED" })

export const createEmployee = HttpApiEndpoint.post(
  "createEmployee",
  "/organizations/:organizationId/employees",
)
  .setPath(inOrganization)
  .setPayload(EmployeeFields)
  .addSuccess(Person, { status: 201 })
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.USER_NOT_SAVED" })

export const updateEmployee = HttpApiEndpoint.put("updateEmployee", "/employees/:personId")
  .setPath(onePerson)
  .setPayload(EmployeeFields)
  .addSuccess(Person)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.USER_NOT_SAVED" })

export const deleteEmployee = HttpApiEndpoint.del("deleteEmployee", "/employees/:personId")
  .setPath(onePerson)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_EMPLOYEE_FAILED" })

export const resetEmployee = HttpApiEndpoint.post("resetEmployee", "/employees/reset")
  .setPayload(ByEmail)
  .addSuccess(HttpApiSchema.NoContent)
  .annotate(ErrorKeys, { key: "ERRORS.RESET_EMPLOYEE_FAILED" })

export class UsersApi extends HttpApiGroup.make("users")
  .add(searchAdmins)
  .add(createAdmin)
  .add(updateAdmin)
  .add(deleteAdmin)
  .add(resetAdmin)
  .add(moveAdmin)
  .add(adminExists)
  .add(searchEmployees)
  .add(createEmployee)
  .add(updateEmployee)
  .add(deleteEmployee)
  .add(resetEmployee)
  .addError(Unauthorized) {}
