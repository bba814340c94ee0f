import { Effect } from "effect"
import * as Api from "../../api/Social.js"
import type { AppError } from "../../errors/AppError.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { actOnEach } from "../../kit/bulk.js"
import { scopeCache } from "../../kit/scope-cache.js"
import { scopedService } from "../../kit/scope-service.js"
import { SOCIAL_BLOGS_PATH, SOCIAL_COMMUNITIES_PATH } from "./path.js"
import {
  BLOG_PAGE_SIZE,
  communityToasts,
  decisionToasts,
  type FlagDecision,
  isCommunityUpdate,
  isPostUpdate,
  postToasts,
  socialRedirects,
} from "./rules.js"

/** The rules of social, read as `Social.isPostUpdate`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** POR-19: the blog's pages, each loaded once until a post changes (ADM-3). */
export const blogCache = scopeCache<string, Api.SocialBlog, AppError>()

/** The blog's posts, a page at a time, newest first; saving or deleting one fetches the held pages again. */
export const blogPosts = scopedService(
  {
    idField: "socialBlogPostId",
    scopeField: "blogId",
    listPath: SOCIAL_BLOGS_PATH,
    endpoints: {
      list: Api.getBlog,
      create: Api.createBlogPost,
      update: Api.updateBlogPost,
      delete: Api.deleteBlogPost,
    },
    isUpdate: isPostUpdate,
    redirects: socialRedirects,
    toasts: postToasts,
    rowsOf: (blog: Api.SocialBlog) => blog.posts,
    pagesOf: (blog) => Math.max(1, Math.ceil(blog.totalRecordCount / Math.max(1, blog.pageSize))),
    cache: blogCache,
  },
  (client) => ({
    list: (blogId: Api.SocialBlogId, page) =>
      client.social.getBlog({ path: { blogId }, urlParams: { pageNumber: page, pageSize: BLOG_PAGE_SIZE } }),
    create: (blogId, input: Api.SocialBlogPostInput) =>
      client.social.createBlogPost({ path: { blogId }, payload: input }),
    update: (blogId, socialBlogPostId: Api.SocialBlogPostId, input) =>
      client.social.updateBlogPost({
        path: { blogId, socialBlogPostId },
        payload: { ...input, socialBlogPostId },
      }),
    delete: (blogId, socialBlogPostId) =>
      client.social.deleteBlogPost({ path: { blogId, socialBlogPostId } }),
  }),
)

const categoryCache = scopeCache<"all", ReadonlyArray<Api.SocialBlogCategory>, AppError>()
const fetchCategories = Effect.flatMap(ApiClient, (client) =>
  call(Api.getBlogCategories, client.social.getBlogCategories()),
)

/** The blog's categories, read once per session; after a failure, asking again fetches them again. */
export const categories = Effect.flatMap(categoryCache, (cache) => cache.ensure("all", fetchCategories))

/** POR-19: the group's communities, loaded once until one changes (ADM-3). */
export const communityCache = scopeCache<string, ReadonlyArray<Api.SocialCommunity>, AppError>()

export const communities = scopedService(
  {
    idField: "socialCommunityId",
    scopeField: "groupId",
    listPath: SOCIAL_COMMUNITIES_PATH,
    endpoints: {
      list: Api.listCommunities,
      create: Api.createCommunity,
      update: Api.updateCommunity,
      delete: Api.deleteCommunity,
    },
    isUpdate: isCommunityUpdate,
    redirects: socialRedirects,
    toasts: communityToasts,
    rowsOf: (list: ReadonlyArray<Api.SocialCommunity>) => list,
    pagesOf: () => 1,
    cache: communityCache,
  },
  (client) => ({
    // The API answers a group's communities in one list.
    list: (groupId: Api.SocialGroupId) => client.social.listCommunities({ path: { groupId } }),
    create: (groupId, input: Api.SocialCommunityInput) =>
      client.social.createCommunity({ path: { groupId }, payload: input }),
    update: (groupId, socialCommunityId: Api.SocialCommunityId, input) =>
      client.social.updateCommunity({
        path: { groupId, socialCommunityId },
        payload: { ...input, socialCommunityId },
      }),
    delete: (groupId, socialCommunityId) =>
      client.social.deleteCommunity({ path: { groupId, socialCommunityId } }),
  }),
)

/** ADM-19: flagged content with one status, always from the API: changing the filter fetches again. */
export const contentFlags = (status: Api.ContentFlagStatus) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.listContentFlags, client.social.listContentFlags({ urlParams: { status } })),
  )

/**
 * Approves or removes flagged content, one call per flag (the API takes one),
 * a few at once; says which were done and which failed, and the toast for the done.
 */
export const decide = (ids: ReadonlyArray<Api.SocialContentFlagId>, status: FlagDecision) =>
  Effect.flatMap(ApiClient, (client) =>
    actOnEach(ids, (socialContentFlagId) =>
      call(
        Api.updateContentFlag,
        client.social.updateContentFlag({ path: { socialContentFlagId }, payload: { status } }),
      ),
    ),
  ).pipe(Effect.map((outcome) => ({ ...outcome, toast: decisionToasts[status] })))
