import {
  APPROVAL_STATUSES,
  type ApprovalFilter,
  REWARD_APPROVAL_TEXT_MAX,
} from "@wellkit/core/reward-approvals"
import type { useTranslation } from "../../i18n/index.js"
import { useOrganizationChoices } from "../../kit/choices.js"
import type { FormField } from "../../kit/FieldInput.js"

type T = ReturnType<typeof useTranslation>["t"]

const statusOptions = (t: T) =>
  APPROVAL_STATUSES.map((status) => ({ value: status, label: t(`rewardApprovals.statuses.${status}`) }))

/** The queue's filters, named as in the address and the call (HTTP-7 sends only those given). */
export const searchFields = (t: T): ReadonlyArray<FormField & { readonly name: ApprovalFilter }> => [
  {
    name: "status",
    label: t("rewardApprovals.fields.status"),
    kind: "select",
    emptyLabel: t("rewardApprovals.search.anyStatus"),
    options: statusOptions(t),
  },
  {
    name: "entityId",
    label: t("rewardApprovals.fields.entityId"),
    kind: "select",
    emptyLabel: t("rewardApprovals.search.anyOrganization"),
    // The organizations the visitor may see: every one for staff, their own tree for an organization admin.
    useChoices: useOrganizationChoices,
  },
  {
    name: "member",
    label: t("rewardApprovals.fields.member"),
    hint: t("rewardApprovals.fields.memberHint"),
    kind: "text",
  },
  { name: "earnedFrom", label: t("rewardApprovals.fields.earnedFrom"), kind: "date" },
  { name: "earnedTo", label: t("rewardApprovals.fields.earnedTo"), kind: "date" },
]

/** The terms an approver changes, validated by core's RewardApprovalInput (a denial needs a comment). */
export const termFields = (t: T): ReadonlyArray<FormField> => [
  { name: "status", label: t("rewardApprovals.fields.status"), kind: "select", options: statusOptions(t) },
  {
    name: "comment",
    label: t("rewardApprovals.fields.comment"),
    hint: t("rewardApprovals.fields.commentHint"),
    kind: "textarea",
    maxLength: REWARD_APPROVAL_TEXT_MAX.comment,
  },
]
