import { Effect } from "effect"
import type { FocusId } from "../../api/Foci.js"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/Programs.js"
import * as Tags from "../../api/Tags.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { searchedService } from "../../kit/search-service.js"
import { PROGRAM_OWNER_TYPE, programRules, programSearch } from "./rules.js"

/** The rules, read as `Programs.programTags`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** Programs, declared once: what the service, the screens and the tests read. */
export const resource = {
  ...programRules,
  idField: "programId",
  id: Api.ProgramId,
  item: Api.Program,
  input: Api.ProgramInput,
  page: Api.ProgramPage,
  search: programSearch,
  params: Api.ProgramSearchParams,
  endpoints: Api.programEndpoints,
} as const

/** A page of a search, one program, save (ADM-1) and remove, each with toast and redirect (ADM-2) and the last search run again (ADM-6). */
export const { search, research, remember, pages, get, save, remove, redirectAfter } = searchedService(
  resource,
  ({ programs }) => ({
    search: programs.search,
    get: programs.get,
    delete: programs.delete,
    // Writes name the program's organization in the path ("POST and PUT with entity").
    create: ({ payload }) => programs.create({ path: { entityId: payload.entityId }, payload }),
    update: ({ path, payload }) =>
      programs.update({ path: { ...path, entityId: payload.entityId }, payload }),
  }),
)

/** How the program's members took part in one focus's activities in its organization. */
export const activitySummary = (entityId: EntityId, id: Api.ProgramId, focusId: FocusId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.activitySummary, client.programs.activitySummary({ path: { entityId, id, focusId } })),
  )

/** POR-19: pick lists read once and kept; tags are the same for every organization. */
export const tagCache = runtimeCache<"all", ReadonlyArray<Tags.Tag>>()
export const tagCategoryCache = runtimeCache<"programs", ReadonlyArray<Tags.TagCategory>>()
export const clinicalNotificationCache = runtimeCache<EntityId, ReadonlyArray<Api.ClinicalNotification>>()

const fetchTags = Effect.flatMap(ApiClient, (client) => call(Tags.listTags, client.tags.list()))
const fetchCategories = Effect.flatMap(ApiClient, (client) =>
  call(Tags.tagCategoriesOf, client.tags.categories({ path: { ownerTypeId: PROGRAM_OWNER_TYPE } })),
)
const fetchNotifications = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.clinicalNotifications, client.programs.clinicalNotifications({ path: { entityId } })),
  )

/** Every tag, with its category. */
export const tags = Effect.flatMap(tagCache, (cache) => cache.ensure("all", fetchTags))
export const reloadTags = Effect.flatMap(tagCache, (cache) => cache.reload("all", fetchTags))
/** The tag categories of programs. */
export const tagCategories = Effect.flatMap(tagCategoryCache, (cache) =>
  cache.ensure("programs", fetchCategories),
)
export const reloadTagCategories = Effect.flatMap(tagCategoryCache, (cache) =>
  cache.reload("programs", fetchCategories),
)
/** The organization's clinical notifications. */
export const clinicalNotifications = (entityId: EntityId) =>
  Effect.flatMap(clinicalNotificationCache, (cache) => cache.ensure(entityId, fetchNotifications(entityId)))
export const reloadClinicalNotifications = (entityId: EntityId) =>
  Effect.flatMap(clinicalNotificationCache, (cache) => cache.reload(entityId, fetchNotifications(entityId)))
