import { useState } from "react"
import { Field, inputClass } from "../../components/Field.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { SafeHtml } from "../../components/SafeHtml.js"
import { useTranslation } from "../../i18n/index.js"
import { ContactForm } from "./ContactForm.js"
import { useFaqSearch, useSupportInfo } from "./hooks.js"

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

/** POR-10: support contacts, searchable FAQs and the contact-us form. */
export const SupportPage = () => {
  const { t } = useTranslation()
  const { entry, retry } = useSupportInfo()
  const [search, setSearch] = useState("")
  const faqs = useFaqSearch(search)
  const info = entry?.value

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("support.title")}</h1>

      <section aria-labelledby="support-contacts" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="support-contacts" className="mb-3 text-lg font-semibold">
          {t("support.contacts")}
        </h2>
        {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
        {entry?.status === "error" && !info ? null : !info ? (
          <p role="status" className="text-sm text-slate-600">
            {t("support.loading")}
          </p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">{t("support.mail")}</dt>
              <dd>
                <a className="font-medium text-brand-700 underline" href={`mailto:${info.supportMail}`}>
                  {info.supportMail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("support.phone")}</dt>
              <dd>
                <a className="font-medium text-brand-700 underline" href={telHref(info.supportPhone)}>
                  {info.supportPhone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("support.sales")}</dt>
              <dd>
                <a className="font-medium text-brand-700 underline" href={telHref(info.salesPhone)}>
                  {info.salesPhone}
                </a>
              </dd>
            </div>
          </dl>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="faq-heading"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="faq-heading" className="text-lg font-semibold">
            {t("support.faq.title")}
          </h2>
          <Field label={t("support.faq.search")}>
            <input
              type="search"
              className={inputClass}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Field>
          <div aria-live="polite" aria-busy={faqs.pending || faqs.entry?.status === "loading"}>
            {faqs.entry?.status === "error" ? (
              <LoadFailed error={faqs.entry.error} onRetry={faqs.retry} />
            ) : null}
            {faqs.entry?.value === undefined ? (
              faqs.entry?.status === "error" ? null : (
                <p className="text-sm text-slate-600">{t("support.faq.loading")}</p>
              )
            ) : faqs.entry.value.length === 0 ? (
              <p className="text-sm text-slate-600">{t("support.faq.none", { text: faqs.text })}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {faqs.entry.value.map((faq) => (
                  <li key={faq.faqId} className="py-2">
                    <details>
                      <summary className="cursor-pointer font-medium">
                        {faq.question} <span className="ml-1 text-xs text-slate-600">{faq.category}</span>
                      </summary>
                      <SafeHtml html={faq.answer} className="prose mt-2 text-sm text-slate-700" />
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <ContactForm />
        </section>
      </div>
    </div>
  )
}

export const Component = SupportPage
