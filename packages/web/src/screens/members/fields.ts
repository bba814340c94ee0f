import { MEMBER_TEXT_MAX, type MemberFilter, Members } from "@wellkit/core/members"
import { useOrganizationChoices } from "../../kit/choices.js"
import type { FormField } from "../../kit/FieldInput.js"
import { statusLabel, type T } from "./hooks.js"

const statusOptions = (t: T) =>
  Members.memberStatuses.map((status) => ({ value: status, label: statusLabel(t, status) }))

/** The search's filters, named as in the address and the call; the organization comes first, as the call needs it. */
export const searchFields = (t: T): ReadonlyArray<FormField & { readonly name: MemberFilter }> => [
  {
    name: "entityId",
    label: t("members.fields.entityId"),
    kind: "select",
    emptyLabel: t("members.search.chooseOrganization"),
    useChoices: useOrganizationChoices,
  },
  { name: "name", label: t("members.fields.name"), kind: "text" },
  { name: "emailAddress", label: t("members.fields.emailAddress"), kind: "text" },
  { name: "employeeId", label: t("members.fields.employeeId"), kind: "text" },
  {
    name: "status",
    label: t("members.fields.status"),
    kind: "select",
    emptyLabel: t("members.search.anyStatus"),
    options: statusOptions(t),
  },
]

/** A member's Details form (validated by core's MemberInput). */
export const memberFields = (t: T): ReadonlyArray<FormField> => [
  {
    name: "firstName",
    label: t("members.fields.firstName"),
    kind: "text",
    maxLength: MEMBER_TEXT_MAX.firstName,
  },
  {
    name: "lastName",
    label: t("members.fields.lastName"),
    kind: "text",
    maxLength: MEMBER_TEXT_MAX.lastName,
  },
  {
    name: "emailAddress",
    label: t("members.fields.emailAddress"),
    hint: t("members.emailHint"),
    kind: "email",
  },
  {
    name: "employeeId",
    label: t("members.fields.employeeId"),
    kind: "text",
    mono: true,
    maxLength: MEMBER_TEXT_MAX.employeeId,
  },
  { name: "dob", label: t("members.fields.dob"), kind: "date", optional: true },
  {
    name: "entityId",
    label: t("members.fields.entityId"),
    kind: "select",
    numeric: true,
    emptyLabel: t("members.search.chooseOrganization"),
    useChoices: useOrganizationChoices,
  },
]
