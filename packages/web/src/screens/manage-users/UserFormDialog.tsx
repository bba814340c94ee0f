import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { AdminFields, EmployeeFields, type FieldErrors, validateWith } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { type TextKey, useTranslation } from "../../i18n/index.js"

export interface UserDraft {
  readonly firstName: string
  readonly lastName: string
  readonly emailAddress: string
  readonly employeeId?: string
  readonly dob?: string
}

interface UserFormDialogProps {
  readonly kind: "admin" | "employee"
  /** Undefined when adding. */
  readonly initial: UserDraft | undefined
  readonly busy: boolean
  readonly onSave: (fields: UserDraft) => void
  readonly onClose: () => void
}

const validators = { admin: validateWith(AdminFields), employee: validateWith(EmployeeFields) }

/** The contract's date check is the only rule on dob; the portal says its words from the catalogue. */
const inCatalogueWords = (
  errors: FieldErrors,
  dob: string,
  t: (key: TextKey, values: { value: string }) => string,
): FieldErrors => (errors.dob ? { ...errors, dob: t("users.form.dobInvalid", { value: dob }) } : errors)

/** Add or edit one admin or employee; the contract's rules are the form's rules. */
export const UserFormDialog = ({ kind, initial, busy, onSave, onClose }: UserFormDialogProps) => {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<UserDraft>(
    initial ?? { firstName: "", lastName: "", emailAddress: "", employeeId: "", dob: "" },
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validators[kind]({
      ...draft,
      ...(draft.employeeId ? {} : { employeeId: undefined }),
      ...(draft.dob ? {} : { dob: undefined }),
    })
    setErrors(checked.ok ? {} : inCatalogueWords(checked.errors, draft.dob?.trim() ?? "", t))
    if (checked.ok) onSave(checked.value)
  }
  const input = (name: keyof UserDraft, label: string, type = "text") => (
    <Field label={label} error={errors[name]}>
      <input
        type={type}
        className={inputClass}
        value={draft[name] ?? ""}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </Field>
  )
  const title = t(`users.form.${initial ? "edit" : "add"}.${kind}`)
  return (
    <Dialog open onClose={() => !busy && onClose()} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={title}>
            <div className="grid gap-3 sm:grid-cols-2">
              {input("firstName", t("users.form.firstName"))}
              {input("lastName", t("users.form.lastName"))}
            </div>
            {input("emailAddress", t("users.form.email"), "email")}
            <div className="grid gap-3 sm:grid-cols-2">
              {kind === "employee" ? input("employeeId", t("users.form.employeeId")) : null}
              {input("dob", t("users.form.dob"))}
            </div>
            <div className="flex justify-end gap-2 pt-2">
              <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
                {t("users.form.cancel")}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t("users.form.saving") : t("users.form.save")}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
