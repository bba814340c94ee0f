import type {
  SocialBlogCategory,
  SocialBlogCategoryId,
  SocialBlogId,
  SocialCommunity,
  SocialContentFlag,
  SocialGroupId,
} from "@wellkit/core/social"
import type { Db } from "./db.js"
import type { StoredCollection } from "./kit/stored.js"

/**
 * Social's sandbox state: a blog (its id is the organizations' SOCIAL_BLOG_ID
 * system parameter, 42), a group of communities (SOCIAL_GROUP_ID, 7) and the
 * content members flagged. Kept in `db.state.collections` under "social.*",
 * seeded the first time a call needs it, so a reset sandbox starts over.
 *
 * Some member-written text carries script payloads. Each would set
 * `window.__wellkitXss` and open a dialog if it ever ran: the portal must show it inert.
 */
export const XSS_FLAG = "__wellkitXss"
const run = `window.${XSS_FLAG}=1;alert(1)`
export const xssPayloads = [
  `<img src=x onerror="${run}">`,
  `<a href="javascript:${run}">read the full study</a>`,
  `<svg onload="${run}"><circle r="4"></circle></svg>`,
  `<iframe src="javascript:parent.${XSS_FLAG}=1" title="x"></iframe>`,
  `<script>${run}</script>`,
] as const

export const BLOG = { blogId: 42 as SocialBlogId, name: "Wellbeing at work" }
export const GROUP = { groupId: 7 as SocialGroupId, name: "wellkit communities" }
export const categories: ReadonlyArray<SocialBlogCategory> = [
  "Nutrition",
  "Movement",
  "Sleep",
  "Mindfulness",
  "Program news",
].map((name, index) => ({ socialBlogCategoryId: (index + 1) as SocialBlogCategoryId, name }))

const p = (...sentences: ReadonlyArray<string>) => sentences.map((s) => `<p>${s}</p>`).join("")

/** [title, category (1-based), first paragraph]; a second paragraph is shared per category. */
const posts: ReadonlyArray<readonly [string, number, string]> = [
  [
    "Five lunches you can make in ten minutes",
    1,
    "Batch-cook grains on Sunday and lunch is mostly assembly.",
  ],
  ["Hydration myths, busted", 1, "Eight glasses is a rule of thumb, not a law of nature."],
  ["What a balanced plate looks like", 1, "Half vegetables, a quarter protein, a quarter whole grains."],
  ["Snacks that keep you going until five", 1, "Pair fibre with protein: an apple and a handful of nuts."],
  ["Eating well on a night shift", 1, "Plan your main meal before the shift, not at 3 a.m."],
  ["Caffeine: how much is too much?", 1, "Most adults do well under 400 mg a day, about four cups."],
  ["Walking meetings: a how-to", 2, "Keep them to three people and a route you know."],
  ["Desk stretches for stiff shoulders", 2, "Roll your shoulders back ten times every hour."],
  ["Couch to 5K: week one", 2, "Alternate one minute of running with ninety seconds of walking."],
  ["Why steps still matter", 2, "Every thousand steps a day adds up over a year."],
  ["Cycling to work safely", 2, "Lights on, even in daylight, and plan a quiet route."],
  ["Strength training for beginners", 2, "Two short sessions a week is a great start."],
  ["Stair challenge: the results", 2, "Together you climbed the height of Everest four times."],
  ["A wind-down routine that works", 3, "Dim the lights an hour before bed and park your phone."],
  ["Naps: good or bad?", 3, "Twenty minutes before 3 p.m. refreshes without the grogginess."],
  ["Sleep and shift work", 3, "Blackout blinds and a fixed sleep window help most."],
  ["How many hours do you really need?", 3, "Most adults need seven to nine; how you feel is the test."],
  ["Your bedroom, the sleep lab", 3, "Cool, dark and quiet: around 18 °C is ideal for most."],
  ["Two-minute breathing for busy days", 4, "Breathe in for four, hold for four, out for six."],
  ["Starting a gratitude journal", 4, "Three lines each evening is enough to notice the good."],
  ["Mindful commuting", 4, "Put the phone away for one stop and notice five things."],
  ["When stress becomes too much", 4, "Talking early helps: our assistance line is open 24/7."],
  ["Single-tasking in a multitasking world", 4, "Close the tabs you are not using, literally."],
  ["Kindness is contagious", 4, "Small acts at work lift the whole team."],
  ["Autumn challenge now open", 5, "Join with your team before the first of the month."],
  ["New rewards in the catalog", 5, "Gift cards, donations and fitness gear are now available."],
  ["Your program, your data", 5, "You choose what you share; here is how to change it."],
  ["Meet the wellbeing champions", 5, "Twelve colleagues volunteered to help their teams."],
  ["App update: sync your watch", 5, "Steps now sync from most watches automatically."],
  ["Winter program preview", 5, "Sleep and mindfulness take center stage from December."],
]

const more: Readonly<Record<number, string>> = {
  1: "Small swaps, repeated, beat big changes that do not last.",
  2: "Move in a way you enjoy: that is the kind you will keep doing.",
  3: "Consistency matters more than any one good night.",
  4: "A minute of attention is a practice, not a performance.",
  5: "Questions? Your wellbeing champion or our support line can help.",
}

/** Newest first is by publish date: spread over the last months, drafts planned ahead. */
const dateOf = (index: number) =>
  new Date(Date.UTC(2026, 10, 20) - index * 5 * 86_400_000).toISOString().slice(0, 10)

const seedPosts = (): StoredCollection => ({
  nextId: posts.length + 1,
  items: posts.map(([title, category, first], index) => {
    const draft = index % 7 === 3
    const payload = index % 5 === 1 ? (xssPayloads[(index - 1) / 5] ?? "") : ""
    return {
      socialBlogPostId: index + 1,
      blogId: BLOG.blogId,
      title,
      socialBlogCategoryId: category,
      body: `<h2>${title}</h2>${p(first, more[category] ?? "")}${payload}`,
      imageUrl: null,
      status: draft ? "draft" : "published",
      // Categories take turns through the weeks; drafts are planned for the coming weeks.
      publishDate: draft ? dateOf(-1 - Math.floor(index / 7)) : dateOf((index * 7) % posts.length),
      updatedAt: `${dateOf((index * 7) % posts.length)}T09:30:00.000Z`,
    }
  }),
})

const communities: ReadonlyArray<readonly [string, string, SocialCommunity["visibility"], number]> = [
  [
    "Lunchtime walkers",
    "A 30-minute loop from reception every weekday at 12:30. All paces welcome.",
    "public",
    214,
  ],
  [
    "Couch to 5K",
    "Nine weeks from the sofa to your first 5 km, with a buddy to keep you honest.",
    "public",
    388,
  ],
  [
    "Mindful mornings",
    "Ten minutes of guided breathing before the first meeting. Cameras off.",
    "private",
    97,
  ],
  [
    "Plant-based kitchen",
    "Recipes, batch-cooking plans and honest reviews of meat-free lunches.",
    "public",
    156,
  ],
  [
    "New parents",
    "For colleagues with a baby at home: sleep tips, returning to work, moral support.",
    "hidden",
    42,
  ],
  ["Cycle to work", "Routes, bike maintenance and the tax-free bike scheme, explained.", "public", 121],
  ["Sleep better", "A four-week reset of your sleep habits, one small change a week.", "private", 73],
  // Member-supplied text is shown as text: the markup below must appear literally, inert.
  [
    "Managers' wellbeing circle",
    `Peer support for people leaders. <img src=x onerror="${run}">`,
    "hidden",
    18,
  ],
]

const seedCommunities = (): StoredCollection => ({
  nextId: communities.length + 1,
  items: communities.map(([name, description, visibility, memberCount], index) => ({
    socialCommunityId: index + 1,
    groupId: GROUP.groupId,
    name,
    description,
    imageUrl: null,
    visibility,
    memberCount,
  })),
})

type Flag = Omit<SocialContentFlag, "socialContentFlagId">
const people = [
  "Priya Shah",
  "Tom Becker",
  "Ana Souza",
  "Kenji Ito",
  "Grace Okafor",
  "Liam Walsh",
  "Mia Novak",
]
const communityNames = communities.map(([name]) => name)
const postTitles = posts.map(([title]) => title)
const flagged: ReadonlyArray<readonly [string, Flag["reason"], string | null]> = [
  ["<p>Buy cheap supplements here, 80% off today only!!! <b>DM me</b></p>", "spam", "Advert, not a post."],
  [`<p>Great tip, thanks!</p>${xssPayloads[0]}`, "other", "This post shows a broken picture and looks odd."],
  ["<p>Honestly the slow walkers should stay at the back.</p>", "harassment", null],
  ["<p>Skip breakfast and lunch, you will lose 5 kg in a week.</p>", "misinformation", "Unsafe advice."],
  [`<p>Full study here: ${xssPayloads[1]}</p>`, "spam", "Suspicious link."],
  ["<p>Anyone else think this challenge is rigged for the sales team?</p>", "inappropriate", null],
  [`<p>Look at my route!</p>${xssPayloads[2]}`, "other", null],
  ["<p>Follow my channel for daily workouts, link in bio.</p>", "spam", null],
  [`<p>Video of the session:</p>${xssPayloads[3]}`, "inappropriate", "Embedded something."],
  [
    "<p>You clearly have no idea what you are talking about.</p>",
    "harassment",
    "Rude reply to a new member.",
  ],
  ["<p>Vaccines cause sleep problems, look it up.</p>", "misinformation", null],
  [`<p>Nice!</p>${xssPayloads[4]}`, "other", null],
  ["<p>I'm selling my old bike, message me for the price.</p>", "spam", "Selling things."],
  ["<p>Team 4 are cheaters, everyone knows it.</p>", "harassment", null],
  ["<p>Energy drinks count as water, right?</p>", "misinformation", null],
  ["<p>This community is pointless.</p>", "inappropriate", null],
  ["<p>Join my pyramid, I mean, opportunity!</p>", "spam", "Scam."],
  ["<p>My knee hurts after the 5K, should I keep going?</p>", "other", "Medical question, may need help."],
  ["<p>Here's a photo of my lunch 🥗</p>", "inappropriate", null],
  ["<p>Stop posting about running, nobody cares.</p>", "harassment", null],
  ["<p>Drinking vinegar melts belly fat.</p>", "misinformation", null],
  ["<p>Free gift cards at the link below!!</p>", "spam", null],
  ["<p>Can we keep politics out of the walking group?</p>", "other", null],
  ["<p>Great session today, thanks all!</p>", "other", "Flagged by mistake."],
  ["<p>Unsubscribe me from everything.</p>", "other", null],
]

const kinds: ReadonlyArray<Flag["contentKind"]> = ["communityPost", "communityComment", "blogComment"]

const seedFlags = (): StoredCollection => ({
  nextId: flagged.length + 1,
  items: flagged.map(([contentHtml, reason, note], index) => {
    const status = index < 13 ? "open" : index < 20 ? "approved" : "removed"
    const contentKind = kinds[index % 3] ?? "communityPost"
    const places = contentKind === "blogComment" ? postTitles : communityNames
    const flaggedAt = new Date(Date.UTC(2026, 10, 21, 16) - index * 7 * 3_600_000).toISOString()
    return {
      socialContentFlagId: index + 1,
      status,
      contentKind,
      contentPlace: places[(index * 3) % places.length] ?? "",
      contentAuthor: people[(index + 3) % people.length] ?? "",
      contentHtml,
      flaggedBy: people[index % people.length] ?? "",
      reason,
      note,
      flaggedAt,
      flagCount: 1 + ((index * 5) % 7),
      decidedAt: status === "open" ? null : new Date(Date.parse(flaggedAt) + 3_600_000).toISOString(),
    }
  }),
})

const seeds = {
  "social.posts": seedPosts,
  "social.communities": seedCommunities,
  "social.flags": seedFlags,
} as const

/** One of social's collections, seeded on first use (and again after a reset replaced the state). */
export const socialCollection = <Row>(db: Db, name: keyof typeof seeds) => {
  db.state.collections[name] ??= seeds[name]()
  return db.state.collections[name] as { nextId: number; items: Array<Row> }
}
