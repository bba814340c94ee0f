import type { Faq, SupportInfo } from "@wellkit/core"

export const supportInfo: SupportInfo = {
  supportMail: "help@wellkit.test",
  supportPhone: "1-800-555-0199",
  salesPhone: "1-800-555-0142",
}

/** What organization admins ask most; answers are HTML, as the real API sends them. */
export const faqs: ReadonlyArray<Faq> = [
  {
    faqId: 1,
    category: "Employees",
    question: "How do I add many employees at once?",
    answer:
      "<p>Open <strong>Batch uploads</strong> and choose a CSV file with first name, last name and e-mail columns. Every row is checked before anything is sent.</p>",
  },
  {
    faqId: 2,
    category: "Employees",
    question: "An employee did not receive the invitation e-mail. What now?",
    answer:
      "<p>Ask them to check their spam folder, then send the invitation again from <em>Manage users</em>.</p>",
  },
  {
    faqId: 3,
    category: "Licenses",
    question: "When does a license start counting?",
    answer: "<p>On its activation date. You can set the date on the license before it starts.</p>",
  },
  {
    faqId: 4,
    category: "Rewards",
    question: "How long does it take for added funds to be available?",
    answer:
      "<p>Card payments are available at once. Some payments are <em>pending</em> for up to two working days.</p>",
  },
  {
    faqId: 5,
    category: "Rewards",
    question: "Can I remove a credit card?",
    answer:
      "<p>Yes: on <strong>Rewards and funding</strong>, choose Remove next to the card. Pending payments still complete.</p>",
  },
  {
    faqId: 6,
    category: "Challenges",
    question: "Can employees join a challenge that has already started?",
    answer: "<p>Yes, until its last week. Their steps count from the day they join.</p>",
  },
  {
    faqId: 7,
    category: "Reports",
    question: "Which date range do reports use?",
    answer: "<p>The one you choose, inclusive of both days, in your organization's time zone.</p>",
  },
  {
    faqId: 8,
    category: "Account",
    question: "I forgot my password.",
    answer:
      '<p>Use <a href="/auth/forgot">Forgot your password?</a> on the sign-in page; the link in the e-mail works for 24 hours.</p>',
  },
]
