import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { isEmailAddress } from "../forms/email.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam, UserId } from "./ids.js"

/** The staff area's administrators: every sandbox or API user with an adminType, whatever their organization. */

/** A failure message that replaces the schema's own, also when the value is missing or of another type. */
const says = (message: string) => ({ message: () => ({ message, override: true }) })

/** The longest first and last name; the form's counters read them here. */
export const ADMINISTRATOR_TEXT_MAX = { firstName: 50, lastName: 50 } as const

const name = (what: string, max: number) =>
  Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => `Enter a ${what}.` }),
    Schema.maxLength(max, { message: () => `A ${what} has at most ${max} characters.` }),
  )

/** The fields staff edit. Which characters a name may hold is the server's rule (ADM-13: its 400 is shown as is). */
const AdministratorFields = {
  firstName: name("first name", ADMINISTRATOR_TEXT_MAX.firstName),
  lastName: name("last name", ADMINISTRATOR_TEXT_MAX.lastName),
  emailAddress: Schema.Trim.pipe(
    Schema.filter(isEmailAddress, { message: () => "Enter an e-mail address like name@example.com." }),
  ),
  adminType: Schema.Int.pipe(Schema.positive()).annotations(says("Choose an administrator type.")),
  organizationId: EntityId.annotations(says("Choose an organization.")),
}

export const Administrator = Schema.Struct({
  userId: UserId,
  organizationId: EntityId,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  adminType: Schema.Int,
  /** Set once the person has confirmed their e-mail address; never edited here. */
  isVerified: Schema.Boolean,
})
export type Administrator = typeof Administrator.Type

/** ADM-1: a userId above 0 updates that administrator; none creates one. */
export const AdministratorInput = Schema.Struct({ ...AdministratorFields, userId: Schema.optional(UserId) })
export type AdministratorInput = typeof AdministratorInput.Type

const positiveFromText = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** The search's query parameters: only those given are sent (and applied). */
export const AdministratorSearchParams = Schema.Struct({
  /** Part of the first name, the last name, or "first last". */
  name: Schema.optional(Schema.String),
  emailAddress: Schema.optional(Schema.String),
  organizationId: Schema.optional(EntityIdParam),
  adminType: Schema.optional(positiveFromText),
  pageNumber: Schema.optional(positiveFromText),
  pageSize: Schema.optional(positiveFromText.pipe(Schema.lessThanOrEqualTo(100))),
})
export type AdministratorSearchParams = typeof AdministratorSearchParams.Type

export const AdministratorPage = Schema.Struct({
  totalRecordCount: Schema.Int,
  users: Schema.Array(Administrator),
})
export type AdministratorPage = typeof AdministratorPage.Type

const one = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.compose(UserId)) })

export const searchAdministrators = HttpApiEndpoint.get("search", "/administrators")
  .setUrlParams(AdministratorSearchParams)
  .addSuccess(AdministratorPage)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_ADMINS_FAILED" })

export const getAdministrator = HttpApiEndpoint.get("get", "/administrators/:id")
  .setPath(one)
  .addSuccess(Administrator)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ADMINISTRATOR_FAILED" })

export const createAdministrator = HttpApiEndpoint.post("create", "/administrators")
  .setPayload(AdministratorInput)
  .addSuccess(Administrator, { status: 201 })
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.CREATE_ADMIN_FAILED" })

export const updateAdministrator = HttpApiEndpoint.put("update", "/administrators/:id")
  .setPath(one)
  .setPayload(AdministratorInput)
  .addSuccess(Administrator)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_ADMIN_FAILED" })

export const deleteAdministrator = HttpApiEndpoint.del("delete", "/administrators/:id")
  .setPath(one)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_ADMINISTRATOR_FAILED" })

/** Sends the administrator a password-reset e-mail. */
export const resetAdministrator = HttpApiEndpoint.post("reset", "/administrators/reset")
  .setPayload(Schema.Struct({ emailAddress: Schema.String }))
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.RESET_ADMIN_FAILED" })

export const administratorEndpoints = {
  search: searchAdministrators,
  get: getAdministrator,
  create: createAdministrator,
  update: updateAdministrator,
  delete: deleteAdministrator,
} as const

export class AdministratorsApi extends HttpApiGroup.make("administrators")
  .add(searchAdministrators)
  .add(getAdministrator)
  .add(createAdministrator)
  .add(updateAdministrator)
  .add(deleteAdministrator)
  .add(resetAdministrator)
  .addError(Unauthorized) {}
