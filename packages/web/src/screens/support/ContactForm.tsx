import { ContactUs, type FieldErrors, SUPPORT_TEXT_MAX, validateWith } from "@wellkit/core"
import { type FormEvent, useState } from "react"
import { showFailure } from "../../app/failure.js"
import { useAccount, useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { LimitedText } from "../../kit/LimitedText.js"
import { showSuccess } from "../../shell/notify.js"

const validate = validateWith(ContactUs)

/** POR-10: the contact-us form; what the contract refuses, the form refuses first. */
export const ContactForm = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const account = useAccount()
  const blank = {
    name: account?.firstName ?? "",
    emailAddress: account?.emailAddress ?? "",
    subject: "",
    message: "",
  }
  const [form, setForm] = useState(blank)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const checked = validate(form)
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    setSending(true)
    try {
      const toast = await client.support.contact(checked.value)
      showSuccess(toast)
      setSent(true)
      setForm(blank)
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(false)
    }
  }
  const set = (name: keyof typeof form) => (value: string) => {
    setSent(false)
    setForm({ ...form, [name]: value })
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="contact-heading"
      className="space-y-3"
    >
      <h2 id="contact-heading" className="text-lg font-semibold">
        {t("support.contact.title")}
      </h2>
      {sent ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {t("SUCCESS.CONTACT_SENT")}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("support.contact.name")} error={errors.name}>
          <input
            className={inputClass}
            value={form.name}
            onChange={(e) => set("name")(e.target.value)}
            autoComplete="name"
          />
        </Field>
        <Field label={t("support.contact.email")} error={errors.emailAddress}>
          <input
            type="email"
            className={inputClass}
            value={form.emailAddress}
            onChange={(e) => set("emailAddress")(e.target.value)}
            autoComplete="email"
          />
        </Field>
      </div>
      <LimitedText
        name="subject"
        label={t("support.contact.subject")}
        error={errors.subject}
        max={SUPPORT_TEXT_MAX.subject}
        value={form.subject}
        onChange={set("subject")}
      />
      <LimitedText
        name="message"
        label={t("support.contact.message")}
        error={errors.message}
        hint={t("support.contact.messageHint")}
        max={SUPPORT_TEXT_MAX.message}
        multiline
        value={form.message}
        onChange={set("message")}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t("support.contact.sending") : t("support.contact.send")}
      </Button>
    </form>
  )
}
