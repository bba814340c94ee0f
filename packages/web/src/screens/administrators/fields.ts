import {
  ADMINISTRATOR_TEXT_MAX,
  type AdministratorFilter,
  Administrators,
} from "@wellkit/core/administrators"
import type { useTranslation } from "../../i18n/index.js"
import { useOrganizationChoices } from "../../kit/choices.js"
import type { FormField } from "../../kit/FieldInput.js"
import { adminTypeLabel } from "./hooks.js"

type T = ReturnType<typeof useTranslation>["t"]

const knownTypes = (t: T) =>
  Administrators.adminTypes.map((known) => ({
    value: known.adminType,
    label: adminTypeLabel(t, known.adminType),
  }))

/** The search's filters, named as in the address and the call. */
export const searchFields = (t: T): ReadonlyArray<FormField & { readonly name: AdministratorFilter }> => [
  { name: "name", label: t("administrators.fields.name"), kind: "text" },
  { name: "emailAddress", label: t("administrators.fields.emailAddress"), kind: "text" },
  {
    name: "organizationId",
    label: t("administrators.fields.organizationId"),
    kind: "select",
    emptyLabel: t("administrators.search.anyOrganization"),
    useChoices: useOrganizationChoices,
  },
  {
    name: "adminType",
    label: t("administrators.fields.adminType"),
    kind: "select",
    emptyLabel: t("administrators.search.anyType"),
    options: knownTypes(t),
  },
]

/**
 * An administrator's form (validated by core's AdministratorInput). An admin
 * type the portal has no name for stays choosable on the record that has it.
 */
export const administratorFields = (t: T, adminType?: number): ReadonlyArray<FormField> => {
  const known = knownTypes(t)
  const types =
    adminType === undefined || known.some((option) => option.value === adminType)
      ? known
      : [...known, { value: adminType, label: adminTypeLabel(t, adminType) }]
  return [
    {
      name: "firstName",
      label: t("administrators.fields.firstName"),
      kind: "text",
      maxLength: ADMINISTRATOR_TEXT_MAX.firstName,
    },
    {
      name: "lastName",
      label: t("administrators.fields.lastName"),
      kind: "text",
      maxLength: ADMINISTRATOR_TEXT_MAX.lastName,
    },
    {
      name: "emailAddress",
      label: t("administrators.fields.emailAddress"),
      hint: t("administrators.emailHint"),
      kind: "email",
    },
    {
      name: "adminType",
      label: t("administrators.fields.adminType"),
      kind: "select",
      numeric: true,
      emptyLabel: t("administrators.chooseType"),
      options: types,
    },
    {
      name: "organizationId",
      label: t("administrators.fields.organizationId"),
      kind: "select",
      numeric: true,
      emptyLabel: t("administrators.chooseOrganization"),
      useChoices: useOrganizationChoices,
    },
  ]
}

/** Shown on an existing administrator only: a fact the server keeps. */
export const verifiedField = (t: T): FormField => ({
  name: "isVerified",
  label: t("administrators.fields.isVerified"),
  hint: t("administrators.verifiedHint"),
  kind: "readonly",
  format: (value) => t(value === true ? "administrators.verified" : "administrators.notVerified"),
})
