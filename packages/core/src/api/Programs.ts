import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { optionalText, requiredText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { FocusId } from "./Foci.js"
import { EntityId, EntityIdParam } from "./ids.js"
import { IsoDate, ProductId } from "./Licenses.js"
import { RewardGroupTemplateId, RewardSymbolId } from "./PackageGroups.js"

export const ProgramId = Schema.Int.pipe(Schema.positive(), Schema.brand("ProgramId"))
export type ProgramId = typeof ProgramId.Type
export const ClinicalNotificationId = Schema.Int.pipe(
  Schema.positive(),
  Schema.brand("ClinicalNotificationId"),
)
export type ClinicalNotificationId = typeof ClinicalNotificationId.Type

export const PROGRAM_STATUSES = ["Draft", "Active", "Ended"] as const
export const ProgramStatus = Schema.Literal(...PROGRAM_STATUSES)
export type ProgramStatus = typeof ProgramStatus.Type

const chosen = (sentence: string) => ({ message: () => ({ message: sentence, override: true }) })

/** The longest name and description a program takes; the forms' counters read them here. */
export const PROGRAM_TEXT_MAX = { name: 80, description: 500 } as const

/** What members of an organization take part in: a wellness program, labelled with tags. */
const ProgramFields = {
  entityId: EntityId,
  name: requiredText("a name", PROGRAM_TEXT_MAX.name),
  description: optionalText("a description", PROGRAM_TEXT_MAX.description),
  status: ProgramStatus.annotations(chosen("Choose a status.")),
  startDate: IsoDate.annotations(chosen("Enter the first day, as a date.")),
  /** None: it runs until it is ended. */
  endDate: Schema.NullOr(IsoDate).annotations(chosen("Enter the last day, as a date, or leave it empty.")),
  /** Whether members find it in the program catalogue; a hidden one is by invitation only. */
  searchable: Schema.Boolean,
  productId: Schema.NullOr(ProductId),
  rewardSymbolId: Schema.NullOr(RewardSymbolId),
  rewardGroupTemplateId: Schema.NullOr(RewardGroupTemplateId),
  clinicalNotificationId: Schema.NullOr(ClinicalNotificationId),
  /** Tag values (see the tags' pick lists). */
  tags: Schema.Array(Schema.String),
}

/** Said on the last day's field. */
const endsAfterStart = (program: { readonly startDate: string; readonly endDate: string | null }) =>
  program.endDate === null ||
  program.endDate >= program.startDate || {
    path: ["endDate"],
    message: "The last day is on or after the first day.",
  }

export const Program = Schema.Struct({ ...ProgramFields, programId: ProgramId })
export type Program = typeof Program.Type
/** ADM-1: a present programId means update. */
export const ProgramInput = Schema.Struct({ ...ProgramFields, programId: Schema.optional(ProgramId) }).pipe(
  Schema.filter(endsAfterStart),
)
export type ProgramInput = typeof ProgramInput.Type

const positiveFromText = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

export const PROGRAM_SORTS = ["name", "newest", "oldest"] as const

/**
 * The search's query parameters. HTTP-8: `tags` is always sent: the tags to
 * include, those to exclude (written `-Smoking`) and free values, comma-joined;
 * empty when there are none.
 */
export const ProgramSearchParams = Schema.Struct({
  entityId: Schema.optional(EntityIdParam),
  name: Schema.optional(Schema.String),
  status: Schema.optional(ProgramStatus),
  searchable: Schema.optional(Schema.Literal("true", "false")),
  tags: Schema.String,
  sort: Schema.optional(Schema.Literal(...PROGRAM_SORTS)),
  pageNumber: positiveFromText,
  pageSize: positiveFromText.pipe(Schema.lessThanOrEqualTo(100)),
})
export type ProgramSearchParams = typeof ProgramSearchParams.Type

export const ProgramPage = Schema.Struct({ totalRecordCount: Schema.Int, programs: Schema.Array(Program) })
export type ProgramPage = typeof ProgramPage.Type

/** How a program's members took part in one focus's activities. */
export const ActivitySummary = Schema.Struct({
  focusId: FocusId,
  programId: ProgramId,
  rows: Schema.Array(
    Schema.Struct({
      activityName: Schema.String,
      participants: Schema.Int,
      completions: Schema.Int,
      points: Schema.Number,
    }),
  ),
})
export type ActivitySummary = typeof ActivitySummary.Type

/** A notice a clinical team receives about an organization's members (a pick list of a program). */
export const ClinicalNotification = Schema.Struct({
  clinicalNotificationId: ClinicalNotificationId,
  name: Schema.String,
})
export type ClinicalNotification = typeof ClinicalNotification.Type

const one = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.compose(ProgramId)) })
const inEntity = Schema.Struct({ entityId: EntityIdParam })
const oneInEntity = Schema.Struct({ ...inEntity.fields, ...one.fields })

export const programEndpoints = {
  search: HttpApiEndpoint.get("search", "/programs")
    .setUrlParams(ProgramSearchParams)
    .addSuccess(ProgramPage)
    .addError(BadRequest)
    .annotate(ErrorKeys, { key: "ERRORS.SEARCH_PROGRAMS_FAILED" }),
  /** Ours: the spec has none, and a reloaded program page needs one. */
  get: HttpApiEndpoint.get("get", "/programs/:id")
    .setPath(one)
    .addSuccess(Program)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_PROGRAM_FAILED" }),
  create: HttpApiEndpoint.post("create", "/entities/:entityId/programs")
    .setPath(inEntity)
    .setPayload(ProgramInput)
    .addSuccess(Program, { status: 201 })
    .addError(BadRequest)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.SAVE_PROGRAM_FAILED" }),
  update: HttpApiEndpoint.put("update", "/entities/:entityId/programs/:id")
    .setPath(oneInEntity)
    .setPayload(ProgramInput)
    .addSuccess(Program)
    .addError(BadRequest)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.SAVE_PROGRAM_FAILED" }),
  delete: HttpApiEndpoint.del("delete", "/programs/:id")
    .setPath(one)
    .addSuccess(HttpApiSchema.NoContent)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.DELETE_PROGRAM_FAILED" }),
} as const

export const activitySummary = HttpApiEndpoint.get(
  "activitySummary",
  "/entities/:entityId/programs/:id/activitySummary/:focusId",
)
  .setPath(
    Schema.Struct({ ...oneInEntity.fields, focusId: Schema.NumberFromString.pipe(Schema.compose(FocusId)) }),
  )
  .addSuccess(ActivitySummary)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ACTIVITY_SUMMARY_FAILED" })

export const clinicalNotifications = HttpApiEndpoint.get(
  "clinicalNotifications",
  "/entities/:entityId/clinicalNotifications",
)
  .setPath(inEntity)
  .addSuccess(Schema.Array(ClinicalNotification))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CLINICAL_NOTIFICATIONS_FAILED" })

export class ProgramsApi extends HttpApiGroup.make("programs")
  .add(programEndpoints.search)
  .add(programEndpoints.get)
  .add(programEndpoints.create)
  .add(programEndpoints.update)
  .add(programEndpoints.delete)
  .add(activitySummary)
  .add(clinicalNotifications)
  .addError(Unauthorized) {}
