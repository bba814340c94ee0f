import { UserId } from "@wellkit/core"
import { type Demographics, GENDERS, type Member, Members } from "@wellkit/core/members"
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
  { name: "phone", label: t("members.demographics.fields.phone"), kind: "text", maxLength: 20 },
  { name: "addressLine1", label: t("members.demographics.fields.addressLine1"), kind: "text", maxLength: 80 },
  { name: "addressLine2", label: t("members.demographics.fields.addressLine2"), kind: "text", maxLength: 80 },
  { name: "city", label: t("members.demographics.fields.city"), kind: "text", maxLength: 60 },
  { name: "postalCode", label: t("members.demographics.fields.postalCode"), kind: "text", maxLength: 12 },
  { name: "country", label: t("members.demographics.fields.country"), kind: "text", maxLength: 60 },
  { name: "department", label: t("members.demographics.fields.department"), kind: "text", maxLength: 60 },
  { name: "location", label: t("members.demographics.fields.location"), kind: "text", maxLength: 60 },
]
