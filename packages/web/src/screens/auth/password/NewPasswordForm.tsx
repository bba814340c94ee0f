import { type FieldErrors, SetPassword, type TokenLink, validateWith } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"

const validate = validateWith(SetPassword)

interface NewPasswordFormProps {
  readonly link: TokenLink
  readonly submitLabel: string
  readonly onSubmit: (payload: SetPassword) => Promise<void>
}

/** A new password, typed twice, checked by the contract's own rules before it is sent. */
export const NewPasswordForm = ({ link, submitLabel, onSubmit }: NewPasswordFormProps) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const checked = validate({ ...link, password })
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors }
    if (confirm !== password) found.confirm = t("auth.password.mismatch")
    setErrors(found)
    if (!checked.ok || found.confirm) {
      document
        .querySelector<HTMLInputElement>(`input[name="${found.password ? "password" : "confirm"}"]`)
        ?.focus()
      return
    }
    setSending(true)
    try {
      await onSubmit(checked.value)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t("auth.password.new")} hint={t("auth.password.rules")} error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label={t("auth.password.confirm")} error={errors.confirm}>
        <input
          name="confirm"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? t("auth.password.saving") : submitLabel}
      </Button>
    </form>
  )
}
