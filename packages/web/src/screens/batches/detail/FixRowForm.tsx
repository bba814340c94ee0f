import { type BatchRowResult, isDateOfBirth, isEmailAddress, notADateOfBirth } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { type TextKey, useTranslation } from "../../../i18n/index.js"

export interface RowFix {
  readonly firstName: string
  readonly lastName: string
  readonly emailAddress: string
  readonly employeeId?: string
  readonly dob?: string
}

type Errors = Partial<Record<keyof RowFix, string>>

/** The same rules the file check applies to a row (POR-17). */
const problemsOf = (fix: RowFix, t: (key: TextKey) => string): Errors => ({
  ...(fix.firstName.trim() ? {} : { firstName: t("batches.fix.firstNameRequired") }),
  ...(fix.lastName.trim() ? {} : { lastName: t("batches.fix.lastNameRequired") }),
  ...(isEmailAddress(fix.emailAddress.trim()) ? {} : { emailAddress: t("batches.fix.emailInvalid") }),
  ...(!fix.dob || isDateOfBirth(fix.dob) ? {} : { dob: notADateOfBirth(fix.dob) }),
})

interface FixRowFormProps {
  readonly row: BatchRowResult
  readonly busy: boolean
  readonly onSave: (fix: RowFix) => void
  readonly onCancel: () => void
}

/** Corrects one failed row; the server processes it again. */
export const FixRowForm = ({ row, busy, onSave, onCancel }: FixRowFormProps) => {
  const { t } = useTranslation()
  const [fix, setFix] = useState<RowFix>({
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    employeeId: row.employeeId ?? "",
    dob: row.dob ?? "",
  })
  const [errors, setErrors] = useState<Errors>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = problemsOf(fix, t)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    onSave({
      firstName: fix.firstName.trim(),
      lastName: fix.lastName.trim(),
      emailAddress: fix.emailAddress.trim(),
      ...(fix.employeeId?.trim() ? { employeeId: fix.employeeId.trim() } : {}),
      ...(fix.dob?.trim() ? { dob: fix.dob.trim() } : {}),
    })
  }
  const input = (name: keyof RowFix, type = "text") => (
    <Field label={t(`batches.fix.${name}`)} error={errors[name]}>
      <input
        type={type}
        className={inputClass}
        value={fix[name] ?? ""}
        onChange={(event) => setFix({ ...fix, [name]: event.target.value })}
      />
    </Field>
  )
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("batches.fix.title", { line: row.line })}
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      {input("firstName")}
      {input("lastName")}
      {input("emailAddress", "email")}
      {input("employeeId")}
      {input("dob")}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" disabled={busy}>
          {busy ? t("batches.fix.saving") : t("batches.fix.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t("batches.fix.cancel")}
        </Button>
      </div>
    </form>
  )
}
