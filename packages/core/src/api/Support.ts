import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { formatNumber } from "../format/index.js"
import { isEmailAddress } from "../forms/email.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, Unauthorized } from "./errors.js"

/** POR-10: how to reach the program's support and sales teams. */
export const SupportInfo = Schema.Struct({
  supportMail: Schema.String,
  supportPhone: Schema.String,
  salesPhone: Schema.String,
})
export type SupportInfo = typeof SupportInfo.Type

export const Faq = Schema.Struct({
  faqId: Schema.Int,
  category: Schema.String,
  question: Schema.String,
  /** HTML: sanitise before rendering. */
  answer: Schema.String,
})
export type Faq = typeof Faq.Type

export const SUPPORT_TEXT_MAX = { subject: 120, message: 4000 } as const

/** POR-10: the contact-us form; its rules are the form's rules (validateWith). */
export const ContactUs = Schema.Struct({
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter your name." })),
  emailAddress: Schema.Trim.pipe(
    Schema.filter((value) => isEmailAddress(value), {
      message: () => "Enter an e-mail address like name@example.com.",
    }),
  ),
  subject: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Enter a subject." }),
    Schema.maxLength(SUPPORT_TEXT_MAX.subject, {
      message: () => `A subject has at most ${SUPPORT_TEXT_MAX.subject} characters.`,
    }),
  ),
  message: Schema.Trim.pipe(
    Schema.minLength(10, { message: () => "Tell us a little more: at least 10 characters." }),
    Schema.maxLength(SUPPORT_TEXT_MAX.message, {
      message: () => `A message has at most ${formatNumber(SUPPORT_TEXT_MAX.message)} characters.`,
    }),
  ),
})
export type ContactUs = typeof ContactUs.Type

export const getSupport = HttpApiEndpoint.get("info", "/support")
  .addSuccess(SupportInfo)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SUPPORTS_FAILED" })

export const getFaqs = HttpApiEndpoint.get("faqs", "/support/faqs")
  .setUrlParams(Schema.Struct({ searchText: Schema.optional(Schema.String) }))
  .addSuccess(Schema.Array(Faq))
  .annotate(ErrorKeys, { key: "ERRORS.GET_FAQS_FAILED" })

export const contactUs = HttpApiEndpoint.post("contact", "/support/contact")
  .setPayload(ContactUs)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.CONTACT_US_SEND_FAILED_MESSAGE" })

export class SupportApi extends HttpApiGroup.make("support")
  .add(getSupport)
  .add(getFaqs)
  .add(contactUs)
  .addError(Unauthorized) {}
