import { UserId } from "@wellkit/core"
import {
  DEMOGRAPHICS_TEXT_MAX,
  type Demographics,
  GENDERS,
  type Member,
  Members,
} from "@wellkit/core/members"
import { Effect } from "effect"
import { useCallback } from "react"
import { decodeId } from "../../app/params.js"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import type { FormField } from "../../kit/FieldInput.js"
import type { RecordRead } from "../../kit/RecordStates.js"
import type { T } from "./hooks.js"

export interface MemberDemographics {
  readonly member: Member
  readonly demographics: Demographics
}

const userIdOf = decodeId(UserId)

/**
 * The member and their demographics, read together (one message, one Try
 * again); an address naming no member is "not found" at once.
 */
export const useMemberDemographics = (idText: string | null) => {
  const { client } = useWellkit()
  const userId = userIdOf(idText)
  const read = useCallback(
    (id: UserId) =>
      client.run(
        Effect.all({ member: Members.get(id), demographics: Members.demographics(id) }, { concurrency: 2 }),
      ),
    [client],
  )
  const { state, retry } = useRead(read, userId)
  const record: RecordRead<MemberDemographics> = userId === undefined ? { status: "missing" } : state
  return { userId, record, retry }
}

/** The demographic fields as the staff form and the read-only profile show them. */
export const demographicFields = (t: T): ReadonlyArray<FormField> => [
  {
    name: "gender",
    label: t("members.demographics.fields.gender"),
    kind: "select",
    emptyLabel: t("members.demographics.chooseGender"),
    options: GENDERS.map((gender) => ({ value: gender, label: t(`members.demographics.genders.${gender}`) })),
  },
  { name: "phone", label: t("members.demographics.fields.phone"), kind: "text", maxLength: 21 },
  {
    name: "addressLine1",
    label: t("members.demographics.fields.addressLine1"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.addressLine1,
  },
  {
    name: "addressLine2",
    label: t("members.demographics.fields.addressLine2"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.addressLine2,
  },
  {
    name: "city",
    label: t("members.demographics.fields.city"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.city,
  },
  {
    name: "postalCode",
    label: t("members.demographics.fields.postalCode"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.postalCode,
  },
  {
    name: "country",
    label: t("members.demographics.fields.country"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.country,
  },
  {
    name: "department",
    label: t("members.demographics.fields.department"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.department,
  },
  {
    name: "location",
    label: t("members.demographics.fields.location"),
    kind: "text",
    maxLength: DEMOGRAPHICS_TEXT_MAX.location,
  },
]
