import { type Member, type MemberInput, type MemberQuery, Members } from "@wellkit/core/members"
import { type ReactNode, useMemo } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { memberFields } from "../fields.js"

interface MemberFormProps {
  readonly member: Member | undefined
  /** A new member's organization: the search's, when one was chosen. */
  readonly entityId?: number | undefined
  readonly from: MemberQuery
  readonly onSaved?: (member: Member) => void
  readonly children?: ReactNode
}

/** A new or an existing member's form; ADM-1 is core's, ADM-13's 409 shows on the e-mail field. */
export const MemberForm = ({ member, entityId, from, onSaved, children }: MemberFormProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction(Members.fieldOfStatus)
  const fields = useMemo(() => memberFields(t), [t])
  const blank = {
    firstName: "",
    lastName: "",
    emailAddress: "",
    employeeId: "",
    dob: "",
    entityId: entityId ?? null,
  }
  const save = async (input: MemberInput) => {
    const done = await act(Members.save(input, from))
    if (done.ok) onSaved?.(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  return (
    <ResourceForm
      key={JSON.stringify(member ?? null)}
      fields={fields}
      initial={valuesOf(fields, member ?? blank)}
      schema={Members.resource.input}
      fixed={member ? { userId: member.userId } : {}}
      busy={busy}
      onSubmit={save}
    >
      {children}
    </ResourceForm>
  )
}
