import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { NotFound, WellkitApi } from "@wellkit/core"
import type { SocialBlogPost, SocialCommunity, SocialContentFlag } from "@wellkit/core/social"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { BLOG, categories, GROUP, socialCollection } from "../seed-social.js"
import { currentUser } from "./auth.js"

type Post = Omit<SocialBlogPost, "categoryName">
const missing = (what: string) => new NotFound({ message: `No such ${what}.` })

/** Social's calls over the sandbox's collections, each for a signed-in user (the section needs login only, NAV-6). */
export const socialHandlers = (db: Db) => {
  const posts = () => socialCollection<Post>(db, "social.posts")
  const communities = () => socialCollection<SocialCommunity>(db, "social.communities")
  const flags = () => socialCollection<SocialContentFlag>(db, "social.flags")
  const signedIn = <A, E>(request: HttpServerRequest.HttpServerRequest, answer: () => Effect.Effect<A, E>) =>
    Effect.flatMap(currentUser(db, request), answer)
  const inBlog = (blogId: number) => (blogId === BLOG.blogId ? Effect.void : Effect.fail(missing("blog")))
  const inGroup = (groupId: number) =>
    groupId === GROUP.groupId ? Effect.void : Effect.fail(missing("group"))
  const categoryName = (id: number) => categories.find((c) => c.socialBlogCategoryId === id)?.name
  const shown = (post: Post) => ({ ...post, categoryName: categoryName(post.socialBlogCategoryId) ?? "" })
  const newestFirst = (a: Post, b: Post) =>
    b.publishDate.localeCompare(a.publishDate) || b.socialBlogPostId - a.socialBlogPostId
  const saved = <A>(value: A) => {
    db.persist()
    return value
  }
  const drop = <Row>(collection: { items: Array<Row> }, row: Row): void => {
    collection.items = collection.items.filter((other) => other !== row)
    db.persist()
  }
  const writePost = (blogId: number, fields: Omit<Post, "blogId" | "socialBlogPostId" | "updatedAt">) =>
    categoryName(fields.socialBlogCategoryId) === undefined
      ? Effect.fail(missing("category"))
      : Effect.succeed({ ...fields, blogId, updatedAt: new Date().toISOString() })
  const findPost = (id: number) =>
    Effect.fromNullable(posts().items.find((post) => post.socialBlogPostId === id)).pipe(
      Effect.mapError(() => missing("blog post")),
    )
  const findCommunity = (id: number) =>
    Effect.fromNullable(communities().items.find((c) => c.socialCommunityId === id)).pipe(
      Effect.mapError(() => missing("community")),
    )

  return HttpApiBuilder.group(WellkitApi, "social", (handlers) =>
    handlers
      .handle("getBlog", ({ request, path, urlParams }) =>
        signedIn(request, () =>
          Effect.map(inBlog(path.blogId), () => {
            const pageSize = Math.min(urlParams.pageSize ?? 10, 100)
            const all = posts().items.toSorted(newestFirst)
            const pages = Math.max(1, Math.ceil(all.length / pageSize))
            const pageNumber = Math.min(urlParams.pageNumber ?? 1, pages)
            const slice = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
            return { ...BLOG, totalRecordCount: all.length, pageNumber, pageSize, posts: slice.map(shown) }
          }),
        ),
      )
      .handle("getBlogCategories", ({ request }) => signedIn(request, () => Effect.succeed(categories)))
      .handle("createBlogPost", ({ request, path, payload }) =>
        signedIn(request, () =>
          Effect.zipRight(inBlog(path.blogId), writePost(path.blogId, payload)).pipe(
            Effect.map((fields) => {
              const collection = posts()
              const post = { ...fields, socialBlogPostId: collection.nextId++ } as Post
              collection.items.push(post)
              return saved(shown(post))
            }),
          ),
        ),
      )
      .handle("updateBlogPost", ({ request, path, payload }) =>
        signedIn(request, () =>
          Effect.zipRight(inBlog(path.blogId), findPost(path.socialBlogPostId)).pipe(
            Effect.flatMap((post) =>
              Effect.map(writePost(path.blogId, payload), (fields) =>
                saved(shown(Object.assign(post, fields, { socialBlogPostId: post.socialBlogPostId }))),
              ),
            ),
            Effect.map((post) => post),
          ),
        ),
      )
      .handle("deleteBlogPost", ({ request, path }) =>
        signedIn(request, () =>
          Effect.zipRight(inBlog(path.blogId), findPost(path.socialBlogPostId)).pipe(
            Effect.map((post) => drop(posts(), post)),
          ),
        ),
      )
      .handle("listCommunities", ({ request, path }) =>
        signedIn(request, () => Effect.as(inGroup(path.groupId), [...communities().items])),
      )
      .handle("createCommunity", ({ request, path, payload }) =>
        signedIn(request, () =>
          Effect.map(inGroup(path.groupId), () => {
            const collection = communities()
            const community = {
              ...payload,
              groupId: path.groupId,
              socialCommunityId: collection.nextId++,
              memberCount: 0,
            } as SocialCommunity
            collection.items.push(community)
            return saved(community)
          }),
        ),
      )
      .handle("updateCommunity", ({ request, path, payload }) =>
        signedIn(request, () =>
          Effect.zipRight(inGroup(path.groupId), findCommunity(path.socialCommunityId)).pipe(
            // The member count is the API's own: a payload cannot change it.
            Effect.map((community) =>
              saved(Object.assign(community, payload, { memberCount: community.memberCount })),
            ),
          ),
        ),
      )
      .handle("deleteCommunity", ({ request, path }) =>
        signedIn(request, () =>
          Effect.zipRight(inGroup(path.groupId), findCommunity(path.socialCommunityId)).pipe(
            Effect.map((community) => drop(communities(), community)),
          ),
        ),
      )
      .handle("listContentFlags", ({ request, urlParams }) =>
        signedIn(request, () => {
          const matching = flags().items.filter((flag) => flag.status === urlParams.status)
          // Open flags first come, first served; decided ones most recent first.
          const order = (a: SocialContentFlag, b: SocialContentFlag) =>
            urlParams.status === "open"
              ? a.flaggedAt.localeCompare(b.flaggedAt)
              : (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "")
          return Effect.succeed(matching.toSorted(order))
        }),
      )
      .handle("updateContentFlag", ({ request, path, payload }) =>
        signedIn(request, () =>
          Effect.fromNullable(
            flags().items.find((f) => f.socialContentFlagId === path.socialContentFlagId),
          ).pipe(
            Effect.mapError(() => missing("flagged content")),
            Effect.map((flag) =>
              saved(Object.assign(flag, { status: payload.status, decidedAt: new Date().toISOString() })),
            ),
          ),
        ),
      ),
  )
}
