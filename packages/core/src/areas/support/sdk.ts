import type { ContactUs } from "../../api/Support.js"
import type { Run } from "../../layer.js"
import * as Support from "./Support.js"

const methods = (run: Run) => ({
  /**
   * The support e-mail address and phone numbers.
   * @example const support = await wellkit.support.get()
   */
  get: () => run(Support.info),
  /**
   * The support details, fetched again.
   * @example const support = await wellkit.support.reload()
   */
  reload: () => run(Support.reloadInfo),
  /**
   * Frequently asked questions, all or those matching the text.
   * @example const faqs = await wellkit.support.faqs("password")
   */
  faqs: (searchText?: string) => run(Support.faqs(searchText)),
  /**
   * The questions, fetched again.
   * @example const faqs = await wellkit.support.reloadFaqs("password")
   */
  reloadFaqs: (searchText?: string) => run(Support.reloadFaqs(searchText)),
  /**
   * Sends the support team a message.
   * @example await wellkit.support.contact({ name: "Ada", emailAddress: "ada@example.com", subject: "Invoice", message: "Please send last month's invoice again." })
   */
  contact: (form: ContactUs) => run(Support.contact(form)),
})

/**
 * `wellkit.support`: support contacts, FAQs and the contact form. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface SupportSdk extends ReturnType<typeof methods> {}

/** `wellkit.support`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): SupportSdk => methods(run)
