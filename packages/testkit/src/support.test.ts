import { type AppError, ContactUs, validateWith } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

describe("support against the sandbox", () => {
  it("POR-10: the support contacts are fetched once per session", async () => {
    const first = await env.client.support.get()
    await env.client.support.get()
    expect(first).toEqual({
      supportMail: "help@wellkit.test",
      supportPhone: "1-800-555-0199",
      salesPhone: "1-800-555-0142",
    })
    expect(env.sandbox.requests).toEqual(["GET /support"])
  })

  it("POR-10: FAQs with search text find by question and answer; blank text asks for all", async () => {
    expect(await env.client.support.faqs()).toHaveLength(8)
    expect(await env.client.support.faqs("   ")).toHaveLength(8)
    const cards = await env.client.support.faqs("credit card")
    expect(cards.map((faq) => faq.faqId)).toEqual([5])
    expect(await env.client.support.faqs("spam folder")).toHaveLength(1)
    expect(await env.client.support.faqs("nothing like this")).toEqual([])
  })

  it("POR-10: the contact form is checked by the contract's rules, then delivered with a success message", async () => {
    const validate = validateWith(ContactUs)
    expect(validate({ name: " ", emailAddress: "nope", subject: "", message: "short" })).toEqual({
      ok: false,
      errors: {
        name: "Enter your name.",
        emailAddress: "Enter an e-mail address like name@example.com.",
        subject: "Enter a subject.",
        message: "Tell us a little more: at least 10 characters.",
      },
    })
    const toast = await env.client.support.contact({
      name: "Olivia",
      emailAddress: "admin@acme.test",
      subject: "Invoice copy",
      message: "Could you send me last month's invoice again?",
    })
    expect(toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CONTACT_SENT" })
    expect(env.sandbox.db.state.contactMessages).toMatchObject([
      { subject: "Invoice copy", from: "admin@acme.test" },
    ])

    env.sandbox.faults.set({ endpoint: "support.contact", status: 503 })
    const failed = await env.client.support
      .contact({ name: "O", emailAddress: "a@b.test", subject: "S", message: "0123456789" })
      .catch((error: AppError) => error)
    expect(failed).toMatchObject({ message: "ERRORS.CONTACT_US_SEND_FAILED_MESSAGE", status: 503 })
  })
})
