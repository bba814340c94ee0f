import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { isEmailAddress } from "../forms/email.js"
import { optionalText, requiredText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { InUse, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam, UserId } from "./ids.js"
import { DateOfBirth } from "./Users.js"

/**
 * An organization's members: the same people as its employees in Manage users
 * (a member's userId is the employee's personId), looked after one by one by staff.
 */

/** Ours: pending until the invitation is used, active, or inactive once the organization ends the account. */
export const MEMBER_STATUSES = ["active", "pending", "inactive"] as const
export const MemberStatus = Schema.Literal(...MEMBER_STATUSES)
export type MemberStatus = typeof MemberStatus.Type

const says = (message: string) => ({ message: () => ({ message, override: true }) })

export const MEMBER_TEXT_MAX = { firstName: 50, lastName: 50, employeeId: 20 } as const

/** The fields staff edit on the Details tab. */
const MemberFields = {
  entityId: EntityId.annotations(says("Choose an organization.")),
  firstName: requiredText("a first name", MEMBER_TEXT_MAX.firstName),
  lastName: requiredText("a last name", MEMBER_TEXT_MAX.lastName),
  emailAddress: Schema.Trim.pipe(
    Schema.filter(isEmailAddress, { message: () => "Enter an e-mail address like name@example.com." }),
  ),
  /** Text, so leading zeros survive; may be empty. */
  employeeId: optionalText("an employee id", MEMBER_TEXT_MAX.employeeId),
  /** YYYY-MM-DD; null (or "") when not known. */
  dob: Schema.NullOr(Schema.compose(Schema.Trim, DateOfBirth)),
}

export const Member = Schema.Struct({
  userId: UserId,
  entityId: EntityId,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  employeeId: Schema.String,
  dob: Schema.String,
  status: MemberStatus,
  /** A test account: kept out of the organization's reports. */
  isTest: Schema.Boolean,
})
export type Member = typeof Member.Type

/** ADM-1: a userId above 0 updates that member; none or 0 creates one. */
export const MemberInput = Schema.Struct({
  ...MemberFields,
  userId: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.nonNegative()))),
})
export type MemberInput = typeof MemberInput.Type

const positiveFromText = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** The search's query parameters: only those given are sent (and applied). */
export const MemberSearchParams = Schema.Struct({
  /** Part of the first name, the last name, or "first last". */
  name: Schema.optional(Schema.String),
  emailAddress: Schema.optional(Schema.String),
  employeeId: Schema.optional(Schema.String),
  status: Schema.optional(MemberStatus),
  pageNumber: Schema.optional(positiveFromText),
  pageSize: Schema.optional(positiveFromText.pipe(Schema.lessThanOrEqualTo(100))),
})
export type MemberSearchParams = typeof MemberSearchParams.Type

/** What the portal's address decodes into: the organization (the call's path) and the parameters. */
export const MemberSearchQuery = Schema.Struct({
  ...MemberSearchParams.fields,
  entityId: Schema.optional(EntityIdParam),
})
export type MemberSearchQuery = typeof MemberSearchQuery.Type

export const MemberPage = Schema.Struct({ totalRecordCount: Schema.Int, members: Schema.Array(Member) })
export type MemberPage = typeof MemberPage.Type

/** Ours: what an HR record needs beside the member's own fields; every one may be empty. */
export const GENDERS = ["female", "male", "nonBinary", "undisclosed"] as const
export const DEMOGRAPHICS_TEXT_MAX = {
  addressLine1: 80,
  addressLine2: 80,
  city: 60,
  postalCode: 12,
  country: 60,
  department: 60,
  location: 60,
} as const
const DemographicFields = {
  gender: Schema.Union(Schema.Literal(...GENDERS), Schema.Literal("")).annotations(says("Choose a gender.")),
  phone: Schema.Trim.pipe(
    Schema.pattern(/^(\+?[0-9 ()-]{6,20})?$/, {
      message: () => "Enter a phone number of digits, spaces, brackets or dashes, like +1 555 0100.",
    }),
  ),
  addressLine1: optionalText("an address line", DEMOGRAPHICS_TEXT_MAX.addressLine1),
  addressLine2: optionalText("an address line", DEMOGRAPHICS_TEXT_MAX.addressLine2),
  city: optionalText("a city", DEMOGRAPHICS_TEXT_MAX.city),
  postalCode: optionalText("a postal code", DEMOGRAPHICS_TEXT_MAX.postalCode),
  country: optionalText("a country", DEMOGRAPHICS_TEXT_MAX.country),
  department: optionalText("a department", DEMOGRAPHICS_TEXT_MAX.department),
  location: optionalText("a location", DEMOGRAPHICS_TEXT_MAX.location),
}
export const DemographicsInput = Schema.Struct(DemographicFields)
export type DemographicsInput = typeof DemographicsInput.Type
export const Demographics = Schema.Struct({ ...DemographicFields, userId: UserId })
export type Demographics = typeof Demographics.Type

const one = Schema.Struct({ userId: Schema.NumberFromString.pipe(Schema.compose(UserId)) })
const inEntity = Schema.Struct({ entityId: EntityIdParam })

export const searchMembers = HttpApiEndpoint.get("search", "/entities/:entityId/members")
  .setPath(inEntity)
  .setUrlParams(MemberSearchParams)
  .addSuccess(MemberPage)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_MEMBERS_FAILED" })

export const getMember = HttpApiEndpoint.get("get", "/members/:userId")
  .setPath(one)
  .addSuccess(Member)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_MEMBER_FAILED" })

/** ADM-13: an e-mail address already on an active account is a 409. */
export const createMember = HttpApiEndpoint.post("create", "/entities/:entityId/members")
  .setPath(inEntity)
  .setPayload(MemberInput)
  .addSuccess(Member, { status: 201 })
  .addError(NotFound)
  .addError(InUse)
  .annotate(ErrorKeys, {
    key: "ERRORS.CREATE_MEMBER_FAILED",
    byStatus: { 409: "ERRORS.MEMBER_EMAIL_EXISTS" },
  })

export const updateMember = HttpApiEndpoint.put("update", "/members/:userId")
  .setPath(one)
  .setPayload(MemberInput)
  .addSuccess(Member)
  .addError(NotFound)
  .addError(InUse)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_MEMBER_FAILED", byStatus: { 409: "ERRORS.MEMBER_EMAIL_EXISTS" } })

export const deleteMember = HttpApiEndpoint.del("delete", "/members/:userId")
  .setPath(one)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_MEMBER_FAILED" })

/** Sends the member a password-reset e-mail. */
export const resetMember = HttpApiEndpoint.post("reset", "/members/reset")
  .setPayload(Schema.Struct({ emailAddress: Schema.String }))
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.RESET_MEMBER_FAILED" })

/** Marks the member a test account, or not. */
export const setTestIndicator = HttpApiEndpoint.put("setTest", "/members/:userId/testIndicator")
  .setPath(one)
  .setPayload(Schema.Struct({ isTest: Schema.Boolean }))
  .addSuccess(Member)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.TOGGLE_TEST_MEMBER_FAILED" })

/** Makes a pending or inactive member active. */
export const activateMember = HttpApiEndpoint.post("activate", "/members/:userId/activate")
  .setPath(one)
  .addSuccess(Member)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.ACTIVATE_MEMBER_FAILED" })

export const getDemographics = HttpApiEndpoint.get("demographics", "/members/:userId/demographics")
  .setPath(one)
  .addSuccess(Demographics)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_DEMOGRAPHICS_FAILED" })

export const saveDemographics = HttpApiEndpoint.put("saveDemographics", "/members/:userId/demographics")
  .setPath(one)
  .setPayload(DemographicsInput)
  .addSuccess(Demographics)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_DEMOGRAPHICS_FAILED" })

export const memberEndpoints = {
  search: searchMembers,
  get: getMember,
  create: createMember,
  update: updateMember,
  delete: deleteMember,
} as const

export class MembersApi extends HttpApiGroup.make("members")
  .add(searchMembers)
  .add(getMember)
  .add(createMember)
  .add(updateMember)
  .add(deleteMember)
  .add(resetMember)
  .add(setTestIndicator)
  .add(activateMember)
  .add(getDemographics)
  .add(saveDemographics)
  .addError(Unauthorized) {}
