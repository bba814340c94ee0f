import type { EntityId } from "@wellkit/core"
import {
  PROGRAM_STATUSES,
  type Program,
  type ProgramFilter,
  type ProgramPage,
  Programs,
} from "@wellkit/core/programs"
import { useCallback } from "react"
import { useWellkit } from "../../app/wellkit.js"
import { keptChoices, useKeptList } from "../../kit/choices.js"
import type { Choices, FormValues } from "../../kit/FieldInput.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"
import { useSearchedRecord } from "../../kit/use-searched-record.js"
import { useProducts, useRewardGroupTemplates } from "../package-groups/hooks.js"

const rowsOf = (page: ProgramPage) => ({ rows: page.programs, total: page.totalRecordCount })

/** The search of the list page, kept in the address. */
export const useProgramSearch = () =>
  useSearch<ProgramFilter, ProgramPage, Program>(Programs.resource.search, useSearchService(Programs, rowsOf))

/** The program of the record page, read by its own call, with the search it came from. */
export const useProgramRecord = () => {
  const { client } = useWellkit()
  const read = useCallback((id: Program["programId"]) => client.run(Programs.get(id)), [client])
  return useSearchedRecord(Programs.resource, read)
}

const loadTags = () => Programs.tags
const reloadTags = () => Programs.reloadTags
const loadCategories = () => Programs.tagCategories
const reloadCategories = () => Programs.reloadTagCategories

/** Tags of the programs' categories, in category order, as a several-choice field's options. */
export const useProgramTagChoices = (): Choices => {
  const tags = useKeptList(Programs.tagCache, "all", loadTags, reloadTags)
  const categories = useKeptList(Programs.tagCategoryCache, "programs", loadCategories, reloadCategories)
  const owned = new Set((categories.entry?.value ?? []).map((category) => category.tagCategoryId))
  const ofPrograms = (tags.entry?.value ?? [])
    .filter((tag) => owned.has(tag.tagCategoryId))
    .sort((a, b) => a.tagCategoryId - b.tagCategoryId)
  const failure = [tags, categories].find((read) => read.entry?.status === "error")
  return {
    options: ofPrograms.map((tag) => ({ value: tag.value, label: tag.value })),
    // One failure at a time: Try again reads the list that failed.
    failure:
      failure?.entry?.status === "error" ? { error: failure.entry.error, retry: failure.retry } : undefined,
  }
}

/** The same tags for the filter that leaves them out: a failure is said once, by the first tag field. */
export const useExcludedTagChoices = (): Choices => ({ ...useProgramTagChoices(), failure: undefined })

export const statusOptions = (label: (status: (typeof PROGRAM_STATUSES)[number]) => string) =>
  PROGRAM_STATUSES.map((status) => ({ value: status, label: label(status) }))

const entityOf = (values: FormValues): EntityId | undefined => {
  const id = Number(values.entityId)
  return Number.isInteger(id) && id > 0 ? (id as EntityId) : undefined
}

const loadNotifications = (entityId: EntityId) => Programs.clinicalNotifications(entityId)
const reloadNotifications = (entityId: EntityId) => Programs.reloadClinicalNotifications(entityId)

/** The chosen organization's clinical notifications. */
export const useClinicalNotificationChoices = (values: FormValues): Choices =>
  keptChoices(
    useKeptList(Programs.clinicalNotificationCache, entityOf(values), loadNotifications, reloadNotifications),
    (notification) => ({ value: notification.clinicalNotificationId, label: notification.name }),
  )

/** The chosen organization's reward group templates. */
export const useTemplateChoices = (values: FormValues): Choices =>
  keptChoices(useRewardGroupTemplates(entityOf(values)), (template) => ({
    value: template.rewardGroupTemplateId,
    label: template.name,
  }))

export const useProductChoices = (): Choices =>
  keptChoices(useProducts(), (product) => ({ value: product.productId, label: product.name }))
