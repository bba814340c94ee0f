import { PROGRAM_TEXT_MAX, type ProgramFilter } from "@wellkit/core/programs"
import type { useTranslation } from "../../i18n/index.js"
import { useOrganizationChoices } from "../../kit/choices.js"
import type { FormField } from "../../kit/FieldInput.js"
import { useSymbolChoices } from "../package-groups/hooks.js"
import {
  statusOptions,
  useClinicalNotificationChoices,
  useExcludedTagChoices,
  useProductChoices,
  useProgramTagChoices,
  useTemplateChoices,
} from "./hooks.js"

type T = ReturnType<typeof useTranslation>["t"]

const listedOptions = (t: T) => [
  { value: "true", label: t("programs.listed.true") },
  { value: "false", label: t("programs.listed.false") },
]

/** The search's filters, named as in the address; the three tag filters make HTTP-8's one `tags` parameter. */
export const searchFields = (t: T): ReadonlyArray<FormField & { readonly name: ProgramFilter }> => [
  {
    name: "entityId",
    label: t("programs.fields.entityId"),
    kind: "select",
    emptyLabel: t("programs.search.anyOrganization"),
    useChoices: useOrganizationChoices,
  },
  { name: "name", label: t("programs.fields.name"), kind: "text" },
  {
    name: "status",
    label: t("programs.fields.status"),
    kind: "select",
    emptyLabel: t("programs.search.anyStatus"),
    options: statusOptions((status) => t(`programs.statuses.${status}`)),
  },
  {
    name: "searchable",
    label: t("programs.fields.searchable"),
    kind: "select",
    emptyLabel: t("programs.search.anyVisibility"),
    options: listedOptions(t),
  },
  { name: "tags", label: t("programs.search.tags"), kind: "several", useChoices: useProgramTagChoices },
  {
    name: "notTags",
    label: t("programs.search.notTags"),
    kind: "several",
    useChoices: useExcludedTagChoices,
  },
  {
    name: "otherTags",
    label: t("programs.search.otherTags"),
    hint: t("programs.search.otherTagsHint"),
    kind: "text",
  },
]

/** A program's form, validated by core's ProgramInput; the pick lists follow the organization chosen. */
export const programFields = (t: T): ReadonlyArray<FormField> => {
  const none = t("programs.fields.none")
  const byOrganization = ["rewardGroupTemplateId", "clinicalNotificationId"]
  return [
    {
      name: "entityId",
      label: t("programs.fields.entityId"),
      kind: "select",
      numeric: true,
      emptyLabel: t("programs.fields.chooseOrganization"),
      useChoices: useOrganizationChoices,
      resets: byOrganization,
    },
    { name: "name", label: t("programs.fields.name"), kind: "text", maxLength: PROGRAM_TEXT_MAX.name },
    {
      name: "description",
      label: t("programs.fields.description"),
      kind: "textarea",
      maxLength: PROGRAM_TEXT_MAX.description,
    },
    {
      name: "status",
      label: t("programs.fields.status"),
      kind: "select",
      options: statusOptions((status) => t(`programs.statuses.${status}`)),
    },
    { name: "startDate", label: t("programs.fields.startDate"), kind: "date" },
    {
      name: "endDate",
      label: t("programs.fields.endDate"),
      hint: t("programs.fields.endDateHint"),
      kind: "date",
      optional: true,
    },
    { name: "searchable", label: t("programs.fields.searchable"), kind: "checkbox" },
    { name: "tags", label: t("programs.fields.tags"), kind: "several", useChoices: useProgramTagChoices },
    {
      name: "productId",
      label: t("programs.fields.productId"),
      kind: "select",
      numeric: true,
      emptyLabel: none,
      useChoices: useProductChoices,
    },
    {
      name: "rewardSymbolId",
      label: t("programs.fields.rewardSymbolId"),
      kind: "select",
      numeric: true,
      emptyLabel: none,
      useChoices: useSymbolChoices,
    },
    {
      name: "rewardGroupTemplateId",
      label: t("programs.fields.rewardGroupTemplateId"),
      kind: "select",
      numeric: true,
      emptyLabel: none,
      useChoices: useTemplateChoices,
    },
    {
      name: "clinicalNotificationId",
      label: t("programs.fields.clinicalNotificationId"),
      kind: "select",
      numeric: true,
      emptyLabel: none,
      useChoices: useClinicalNotificationChoices,
    },
  ]
}
