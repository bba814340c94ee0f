import type { AppError, EntityId, WellkitServices } from "@wellkit/core"
import { readScope } from "@wellkit/core"
import {
  blogScope,
  groupScope,
  Social,
  type SocialBlogId,
  type SocialBlogPostId,
  type SocialBlogPostInput,
  type SocialCommunityInput,
  type SocialContentFlagId,
  type SocialGroupId,
} from "@wellkit/core/social"
import type { Effect } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { SANDBOX_API_KEY } from "./demo.js"
import { inProcessSandbox } from "./harness.js"
import { SANDBOX_HOST } from "./msw.js"

const acme = 1000 as EntityId
const blogId = 42 as SocialBlogId
const groupId = 7 as SocialGroupId
/** Every API call's method, path and JSON body, as it left the SDK. */
let wire: Array<{ method: string; path: string; body: unknown }>
let env: ReturnType<typeof inProcessSandbox>
let token = ""

beforeEach(async () => {
  wire = []
  env = inProcessSandbox({
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const text = request.body ? await request.clone().text() : ""
      wire.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text && JSON.parse(text),
      })
      return env.sandbox.handle(request)
    },
  })
  token = (await env.loginAs("staff@wellkit.test")).account.authToken
  wire.length = 0
})
afterEach(() => env.close())

const run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => env.client.run(effect)
const failure = (effect: Effect.Effect<unknown, AppError, WellkitServices>) =>
  run(effect).then(
    () => undefined,
    (error: AppError) => error,
  )
const post = (patch: Partial<SocialBlogPostInput> = {}): SocialBlogPostInput =>
  ({
    blogId,
    title: "Walk and talk",
    socialBlogCategoryId: 2,
    body: "<p>Meetings on foot.</p>",
    imageUrl: null,
    status: "draft",
    publishDate: "2026-12-01",
    ...patch,
  }) as SocialBlogPostInput
const community = (patch: Partial<SocialCommunityInput> = {}): SocialCommunityInput =>
  ({
    groupId,
    name: "Swimmers",
    description: "Lanes at 7.",
    imageUrl: null,
    visibility: "public",
    ...patch,
  }) as SocialCommunityInput

describe("social: scopes from system parameters", () => {
  it("ADM-18: the blog and the community group are the organization's SOCIAL_BLOG_ID and SOCIAL_GROUP_ID", async () => {
    expect(await run(readScope(blogScope, acme))).toBe(42)
    expect(await run(readScope(groupScope, acme))).toBe(7)
    expect(wire.map((call) => call.path)).toEqual(["/entities/1000/systemParameters"])
  })

  it("ADM-18: a missing or unusable parameter is a warning in the area's words, never a silent empty page", async () => {
    const stored = env.sandbox.db.state.collections.systemParameters ?? { nextId: 1, items: [] }
    stored.items = stored.items
      .filter((p) => !(p.entityId === 1001 && p.name === "SOCIAL_BLOG_ID"))
      .map((p) => (p.entityId === 1001 && p.name === "SOCIAL_GROUP_ID" ? { ...p, value: "seven" } : p))
    expect(await failure(readScope(blogScope, 1001 as EntityId))).toMatchObject({
      level: "warning",
      message: "social.blog.parameterMissing",
    })
    expect(await failure(readScope(groupScope, 1001 as EntityId))).toMatchObject({
      message: "social.communities.parameterMissing",
      additionalMessage: 'SOCIAL_GROUP_ID = "seven"',
    })
  })
})

describe("social: the sandbox's seed", () => {
  it("a blog of 30 posts in 5 categories, 8 communities and 25 flags in three statuses, some carrying script", async () => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((page) => run(Social.blogPosts.list(blogId, page))),
    )
    const posts = [first, second, third].flatMap((page) => page?.posts ?? [])
    expect(new Set(posts.map((post) => post.categoryName)).size).toBe(5)
    expect(new Set(posts.map((post) => post.status))).toEqual(new Set(["draft", "published"]))
    expect(await run(Social.communities.list(groupId))).toHaveLength(8)
    const flags = await Promise.all(
      (["open", "approved", "removed"] as const).map((status) => run(Social.contentFlags(status))),
    )
    expect(flags.map((list) => list.length)).toEqual([13, 7, 5])
    const html = [...posts.map((post) => post.body), ...flags.flat().map((flag) => flag.contentHtml)].join("")
    for (const payload of ["onerror=", "javascript:", "<svg onload=", "<iframe", "<script>"])
      expect(html).toContain(payload)
  })
})

describe("social: blog posts", () => {
  it("the blog is paged, newest first, and a post on a later page is found", async () => {
    const first = await run(Social.blogPosts.list(blogId))
    expect(first).toMatchObject({ name: "Wellbeing at work", totalRecordCount: 30, pageSize: 10 })
    const dates = first.posts.map((p) => p.publishDate)
    expect(dates).toEqual([...dates].sort().reverse())
    const last = await run(Social.blogPosts.list(blogId, 3))
    const oldest = last.posts.at(-1)
    expect(oldest && (await run(Social.blogPosts.find(blogId, oldest.socialBlogPostId)))).toEqual(oldest)
    expect(await failure(Social.blogPosts.find(blogId, 999 as SocialBlogPostId))).toMatchObject({
      status: 404,
      message: "ERRORS.GET_BLOG_FAILED",
    })
  })

  it("ADM-1, ADM-18: without an id a post is created, and the id is not on the wire even when the input holds null", async () => {
    const created = await run(Social.blogPosts.save(post({ socialBlogPostId: null }), acme))
    const sent = wire.find((call) => call.method === "POST")
    expect(sent?.path).toBe("/social/blogs/42/posts")
    expect(sent?.body).not.toHaveProperty("socialBlogPostId")
    expect(sent?.body).toMatchObject({ title: "Walk and talk", status: "draft" })
    expect(created.result).toMatchObject({ categoryName: "Movement", blogId: 42 })
  })

  it("ADM-1, ADM-2, ADM-3: with an id it is updated; save opens the post, delete the list; the held pages are fetched again", async () => {
    await run(Social.blogPosts.list(blogId))
    const { result } = await run(Social.blogPosts.save(post(), acme))
    wire.length = 0
    const id = result.socialBlogPostId
    const updated = await run(
      Social.blogPosts.save(post({ socialBlogPostId: id, status: "published" }), acme),
    )
    expect(wire.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /social/blogs/42/posts/${id}`,
      "GET /social/blogs/42",
    ])
    expect(wire[0]?.body).toMatchObject({ socialBlogPostId: id, status: "published" })
    expect(updated.redirect).toEqual({
      path: `/social/blogs/${id}`,
      params: { entityId: "1000" },
      replace: true,
    })
    expect(updated.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    const removed = await run(Social.blogPosts.remove(blogId, id, acme))
    expect(removed.redirect).toEqual({ path: "/social/blogs", params: { entityId: "1000" }, replace: true })
    expect(removed.toast.message).toBe("SUCCESS.BLOG_POST_DELETED")
    const page = await run(Social.blogPosts.list(blogId))
    expect(page.posts.map((p) => p.socialBlogPostId)).not.toContain(id)
    expect(page.totalRecordCount).toBe(30)
  })

  it("a picture is an https address or an uploaded raster image of at most 200 KB: the SDK and the sandbox refuse others", async () => {
    const big = `data:image/png;base64,${"A".repeat(280_000)}`
    const url = `${SANDBOX_HOST}/social/blogs/42/posts?apiKey=${SANDBOX_API_KEY}&authToken=${token}`
    for (const imageUrl of [
      "javascript:alert(1)",
      "http://example.com/a.png",
      "data:image/svg+xml;base64,PHN2Zz4=",
      big,
    ]) {
      expect(await failure(Social.blogPosts.save(post({ imageUrl }), acme))).toBeDefined()
      const { blogId: _, ...body } = post({ imageUrl })
      const headers = { "content-type": "application/json" }
      const answer = await env.sandbox.handle(
        new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
      )
      expect(answer.status).toBe(400)
    }
    expect(wire).toEqual([])
    const small = `data:image/png;base64,${"iVBORw0KGgo".repeat(10)}`
    expect((await run(Social.blogPosts.save(post({ imageUrl: small }), acme))).result.imageUrl).toBe(small)
  })

  it("categories are read once; an unknown blog is a 404 in the blog's words", async () => {
    expect((await run(Social.categories)).map((c) => c.name)).toContain("Mindfulness")
    await run(Social.categories)
    expect(wire.filter((call) => call.path === "/social/blogCategories")).toHaveLength(1)
    expect(await failure(Social.blogPosts.list(99 as SocialBlogId))).toMatchObject({
      status: 404,
      message: "ERRORS.GET_BLOG_FAILED",
    })
  })
})

describe("social: communities", () => {
  it("ADM-1, ADM-2, ADM-18: created without an id on the wire, updated with it, and the member count is the API's", async () => {
    const created = await run(Social.communities.save(community({ socialCommunityId: null }), acme))
    expect(wire.find((call) => call.method === "POST")?.body).not.toHaveProperty("socialCommunityId")
    const id = created.result.socialCommunityId
    expect(created.result.memberCount).toBe(0)
    expect(created.redirect).toEqual({
      path: `/social/communities/${id}`,
      params: { entityId: "1000" },
      replace: true,
    })
    const input = { ...community({ name: "Early swimmers" }), socialCommunityId: id, memberCount: 999 }
    const updated = await run(Social.communities.save(input, acme))
    expect(updated.result).toMatchObject({ name: "Early swimmers", memberCount: 0 })
    const removed = await run(Social.communities.remove(groupId, id, acme))
    expect(removed.redirect).toEqual({
      path: "/social/communities",
      params: { entityId: "1000" },
      replace: true,
    })
    expect((await run(Social.communities.list(groupId))).map((c) => c.name)).not.toContain("Early swimmers")
  })
})

describe("social: moderation", () => {
  const ids = (list: ReadonlyArray<{ socialContentFlagId: number }>) => list.map((f) => f.socialContentFlagId)

  it("ADM-19: every status asked for is fetched from the API, never from a cache", async () => {
    const open = await run(Social.contentFlags("open"))
    await run(Social.contentFlags("approved"))
    await run(Social.contentFlags("open"))
    expect(wire.map((call) => call.path)).toEqual(Array(3).fill("/social/contentFlags"))
    expect(open.every((flag) => flag.status === "open")).toBe(true)
    expect(open.length).toBeGreaterThanOrEqual(10)
  })

  it("approves one and removes two at once; one failing does not stop the others", async () => {
    const [first, second, third, fourth] = ids(
      await run(Social.contentFlags("open")),
    ) as Array<SocialContentFlagId>
    const approved = await run(Social.decide([first as SocialContentFlagId], "approved"))
    expect(approved.toast.message).toBe("SUCCESS.CONTENT_APPROVED")
    env.sandbox.faults.set({ endpoint: "social.updateContentFlag", status: 500, times: 1 })
    const removed = await run(Social.decide([second, third, fourth] as Array<SocialContentFlagId>, "removed"))
    expect(removed.done).toHaveLength(2)
    expect(removed.failed[0]?.error).toMatchObject({
      message: "ERRORS.UPDATE_CONTENT_FLAG_FAILED",
      status: 500,
    })
    expect(ids(await run(Social.contentFlags("approved")))).toContain(first)
    expect(ids(await run(Social.contentFlags("removed")))).toEqual(
      expect.arrayContaining(removed.done.map((d) => d.id)),
    )
  })
})

describe("ERR-5: each social call fails with its own key", () => {
  const cases = [
    ["systemParameters.list", "ERRORS.GET_SYSTEM_PARAMETERS_FAILED", () => readScope(blogScope, acme)],
    ["social.getBlog", "ERRORS.GET_BLOG_FAILED", () => Social.blogPosts.list(blogId)],
    ["social.getBlogCategories", "ERRORS.GET_BLOG_CATEGORIES_FAILED", () => Social.categories],
    ["social.createBlogPost", "ERRORS.SAVE_BLOG_POST_FAILED", () => Social.blogPosts.save(post(), acme)],
    [
      "social.updateBlogPost",
      "ERRORS.SAVE_BLOG_POST_FAILED",
      () => Social.blogPosts.save(post({ socialBlogPostId: 1 as SocialBlogPostId }), acme),
    ],
    [
      "social.deleteBlogPost",
      "ERRORS.DELETE_BLOG_POST_FAILED",
      () => Social.blogPosts.remove(blogId, 1 as SocialBlogPostId, acme),
    ],
    ["social.listCommunities", "ERRORS.GET_COMMUNITIES_FAILED", () => Social.communities.list(groupId)],
    [
      "social.createCommunity",
      "ERRORS.SAVE_COMMUNITY_FAILED",
      () => Social.communities.save(community(), acme),
    ],
    [
      "social.deleteCommunity",
      "ERRORS.DELETE_COMMUNITY_FAILED",
      () => Social.communities.remove(groupId, 1 as never, acme),
    ],
    ["social.listContentFlags", "ERRORS.GET_CONTENT_FLAGS_FAILED", () => Social.contentFlags("open")],
  ] as const

  it.each(cases)("ERR-5: %s → %s", async (endpoint, key, effect) => {
    env.sandbox.faults.set({ endpoint, status: 500, times: 1 })
    expect(await failure(effect() as Effect.Effect<unknown, AppError, WellkitServices>)).toMatchObject({
      message: key,
      status: 500,
    })
  })

  it("ERR-5: social.updateCommunity → ERRORS.SAVE_COMMUNITY_FAILED", async () => {
    env.sandbox.faults.set({ endpoint: "social.updateCommunity", status: 503, times: 1 })
    const input = { ...community(), socialCommunityId: 1 } as SocialCommunityInput
    expect(await failure(Social.communities.save(input, acme))).toMatchObject({
      message: "ERRORS.SAVE_COMMUNITY_FAILED",
    })
  })
})
