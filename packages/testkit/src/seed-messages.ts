import type { EventAction, Message, OwnerTypeEvent } from "@wellkit/core"

const welcomeBody = (company: string) =>
  `<p>Welcome to the <strong>${company}</strong> wellness program!</p><p>Join a challenge this week to earn your first reward.</p>`

/** A body a careless renderer would run: a handler, a script, a javascript: link, a frame and an SVG handler. */
export const HOSTILE_BODY = [
  "<p>Drink a glass of water with every meal this week.</p>",
  `<img src="x" onerror="alert('onerror');fetch('https://hostile.example/onerror')">`,
  `<script>alert('script');fetch('https://hostile.example/script')</script>`,
  `<a href="javascript:fetch('https://hostile.example/link')">Claim your prize</a>`,
  `<iframe src="https://hostile.example/frame"></iframe>`,
  `<svg onload="fetch('https://hostile.example/svg')"><circle r="4"></circle></svg>`,
].join("")

const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9, 30)).toISOString()

const message = (
  messageHeaderId: number,
  ownerEntityId: number,
  messageId: string,
  name: string,
  body: string,
  channel: Message["channel"],
  eventId: number | null,
  day: number,
) =>
  ({
    messageHeaderId,
    ownerEntityId,
    ownerTypeId: 1,
    messageId,
    name,
    body,
    channel,
    eventId,
    eventActionId: eventId === null ? null : 1,
    isActive: true,
    updatedAt: at(day),
    refreshedAt: null,
  }) as Message

/** Every channel, with and without an event, so each case of the messages screens has a row. */
export const seedMessages = (): Array<Message> => [
  message(1, 1000, "WELCOME_EMAIL", "Welcome to Acme Wellness", welcomeBody("Acme"), "email", 11, 2),
  message(
    2,
    1000,
    "CHALLENGE_JOINED",
    "You joined a challenge",
    "<p>Good luck, keep moving!</p>",
    "push",
    12,
    3,
  ),
  message(
    3,
    1000,
    "REWARD_EARNED",
    "You earned a reward",
    "<p>Your reward is on its way.</p>",
    "email",
    13,
    5,
  ),
  message(
    4,
    1000,
    "WEEKLY_DIGEST",
    "Your week in wellness",
    "<p>Steps, sleep and streaks.</p>",
    "email",
    null,
    8,
  ),
  message(
    5,
    1000,
    "INACTIVE_NUDGE",
    "We miss you",
    "<p>Log an activity to keep your streak.</p>",
    "inApp",
    14,
    9,
  ),
  message(
    6,
    1001,
    "WELCOME_EMAIL",
    "Welcome to Acme West Wellness",
    welcomeBody("Acme West"),
    "email",
    11,
    4,
  ),
  message(7, 1001, "STEP_GOAL_MET", "Step goal met!", "<p>10,000 steps. Nice work.</p>", "push", 15, 6),
  message(
    8,
    1002,
    "WELCOME_EMAIL",
    "Welcome to Acme East Wellness",
    welcomeBody("Acme East"),
    "email",
    11,
    4,
  ),
  message(
    9,
    1002,
    "FLU_SHOT_REMINDER",
    "Flu shot season",
    "<p>Book your flu shot and earn 50 points.</p>",
    "email",
    null,
    10,
  ),
  // The QA organization's trap for the content preview: everything in it that could run must not.
  message(10, 1003, "QA_HOSTILE_HTML", "Hydration week", HOSTILE_BODY, "inApp", null, 11),
]

export const seedOwnerTypeEvents = (): Array<OwnerTypeEvent> =>
  [
    { eventId: 11, ownerTypeId: 1, name: "Member registered" },
    { eventId: 12, ownerTypeId: 1, name: "Challenge joined" },
    { eventId: 13, ownerTypeId: 1, name: "Reward earned" },
    { eventId: 14, ownerTypeId: 1, name: "Inactive for 14 days" },
    { eventId: 15, ownerTypeId: 1, name: "Daily step goal met" },
    { eventId: 21, ownerTypeId: 2, name: "Program enrolled" },
    { eventId: 22, ownerTypeId: 2, name: "Program completed" },
    { eventId: 31, ownerTypeId: 3, name: "Challenge started" },
    { eventId: 32, ownerTypeId: 3, name: "Challenge ended" },
  ] as Array<OwnerTypeEvent>

export const seedEventActions = (): Array<EventAction> =>
  [
    { eventActionId: 1, name: "Send immediately" },
    { eventActionId: 2, name: "Send next morning" },
    { eventActionId: 3, name: "Add to weekly digest" },
  ] as Array<EventAction>
