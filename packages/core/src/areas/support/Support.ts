import { Effect } from "effect"
import * as Api from "../../api/Support.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { write } from "../../kit/write.js"

/** POR-10, POR-19: the support contacts change rarely; fetched once per session. */
export const SupportInfoCache = runtimeCache<"all", Api.SupportInfo>()

export const contactSent: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CONTACT_SENT" }

const fetchInfo = Effect.flatMap(ApiClient, (client) => call(Api.getSupport, client.support.info()))

/** POR-10: supportMail, supportPhone and salesPhone. */
export const info = Effect.flatMap(SupportInfoCache, (cache) => cache.ensure("all", fetchInfo))

/** NAV-10: the contacts fetched again. */
export const reloadInfo = Effect.flatMap(SupportInfoCache, (cache) => cache.reload("all", fetchInfo))

/** POR-19: FAQs by trimmed search text ("" for all of them), each fetched once until reloaded. */
export const FaqCache = runtimeCache<string, ReadonlyArray<Api.Faq>>()

/** Blank search text is left out so the server returns them all. */
const fetchFaqs = (text: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.getFaqs, client.support.faqs({ urlParams: text ? { searchText: text } : {} })),
  )

/** POR-10: the FAQs matching the search text, from the cache when it has them. */
export const faqs = (searchText?: string) => {
  const text = searchText?.trim() ?? ""
  return Effect.flatMap(FaqCache, (cache) => cache.ensure(text, fetchFaqs(text)))
}

/** NAV-10: the FAQs for this text fetched again. */
export const reloadFaqs = (searchText?: string) => {
  const text = searchText?.trim() ?? ""
  return Effect.flatMap(FaqCache, (cache) => cache.reload(text, fetchFaqs(text)))
}

/** POR-10: sends the contact-us form; the answer is the success message to show. */
export const contact = (form: Api.ContactUs) =>
  write(
    Effect.flatMap(ApiClient, (client) => call(Api.contactUs, client.support.contact({ payload: form }))),
    { toast: contactSent, redirect: () => undefined },
  ).pipe(Effect.map(({ toast }) => toast))
