import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { isCalendarDate } from "../forms/dates.js"
import type { FileRules } from "../forms/file.js"
import { requiredText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { NotFound, Unauthorized } from "./errors.js"

/** Social content (spec §3, §7): a blog of posts, communities in a group, and content members flagged. */

const numericId = <B extends string>(brand: B) => Schema.Int.pipe(Schema.positive(), Schema.brand(brand))
const fromPath = <A, I>(id: Schema.Schema<A, I>) =>
  Schema.NumberFromString.pipe(Schema.compose(id as unknown as Schema.Schema<A, number>))

export const SocialBlogId = numericId("SocialBlogId")
export type SocialBlogId = typeof SocialBlogId.Type
export const SocialGroupId = numericId("SocialGroupId")
export type SocialGroupId = typeof SocialGroupId.Type
export const SocialBlogPostId = numericId("SocialBlogPostId")
export type SocialBlogPostId = typeof SocialBlogPostId.Type
export const SocialBlogCategoryId = numericId("SocialBlogCategoryId")
export type SocialBlogCategoryId = typeof SocialBlogCategoryId.Type
export const SocialCommunityId = numericId("SocialCommunityId")
export type SocialCommunityId = typeof SocialCommunityId.Type
export const SocialContentFlagId = numericId("SocialContentFlagId")
export type SocialContentFlagId = typeof SocialContentFlagId.Type

/** The largest picture staff may upload; the API keeps it as a data URL. */
export const SOCIAL_IMAGE_MAX_BYTES = 200 * 1024
/** Raster types only: an SVG can carry script. */
export const SOCIAL_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const
/** A picture chosen from a file: the type decides, since the data URL sent carries it. */
export const SOCIAL_IMAGE_FILE: FileRules = {
  maxBytes: SOCIAL_IMAGE_MAX_BYTES,
  types: SOCIAL_IMAGE_TYPES,
  described: "a PNG, JPEG, GIF or WebP picture",
  whenTooLarge: "Make it smaller, or give its address.",
}
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]{1,2000}$/i
const DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/

/** Why a picture reference is refused, or undefined when it is an https address or an uploaded picture small enough. */
export const imageProblem = (value: string): string | undefined => {
  if (HTTPS_URL.test(value)) return undefined
  const data = DATA_URL.exec(value)?.[1]
  if (data === undefined) return "Use an https:// address, or upload a PNG, JPEG, GIF or WebP picture."
  return (data.length * 3) / 4 > SOCIAL_IMAGE_MAX_BYTES + 2
    ? "An uploaded picture is at most 200 KB."
    : undefined
}
export const SocialImage = Schema.String.pipe(Schema.filter((value) => imageProblem(value) ?? true))

const chosen = <S extends Schema.Schema.Any>(schema: S, message: string) =>
  schema.annotations({ message: () => ({ message, override: true }) }) as S

export const BlogPostStatus = Schema.Literal("draft", "published")
export type BlogPostStatus = typeof BlogPostStatus.Type

/** The longest title and body a post takes; the editor's counter reads them here. */
export const BLOG_POST_TEXT_MAX = { title: 120, body: 50_000 } as const

const BlogPostFields = {
  title: requiredText("a title", BLOG_POST_TEXT_MAX.title),
  socialBlogCategoryId: chosen(SocialBlogCategoryId, "Choose a category."),
  /** HTML: sanitise before rendering. */
  body: requiredText("the post", BLOG_POST_TEXT_MAX.body),
  imageUrl: Schema.NullOr(SocialImage),
  status: chosen(BlogPostStatus, "Choose draft or published."),
  /** The day the post shows (or will show, for a draft) in members' feed. */
  publishDate: Schema.String.pipe(
    Schema.filter(isCalendarDate, { message: () => "Enter the publish date as YYYY-MM-DD." }),
  ),
}

export const SocialBlogPost = Schema.Struct({
  ...BlogPostFields,
  socialBlogPostId: SocialBlogPostId,
  blogId: SocialBlogId,
  categoryName: Schema.String,
  updatedAt: Schema.String,
})
export type SocialBlogPost = typeof SocialBlogPost.Type

/** What a form sends. ADM-1: a socialBlogPostId means update; ADM-18: on create it is not sent. */
export const SocialBlogPostInput = Schema.Struct({
  ...BlogPostFields,
  blogId: SocialBlogId,
  socialBlogPostId: Schema.optional(Schema.NullOr(SocialBlogPostId)),
})
export type SocialBlogPostInput = typeof SocialBlogPostInput.Type

/** One page of a blog's posts, newest first. */
export const SocialBlog = Schema.Struct({
  blogId: SocialBlogId,
  name: Schema.String,
  totalRecordCount: Schema.Int,
  pageNumber: Schema.Int,
  pageSize: Schema.Int,
  posts: Schema.Array(SocialBlogPost),
})
export type SocialBlog = typeof SocialBlog.Type

export const SocialBlogCategory = Schema.Struct({
  socialBlogCategoryId: SocialBlogCategoryId,
  name: Schema.String,
})
export type SocialBlogCategory = typeof SocialBlogCategory.Type

/** public: anyone can find and join; private: found, joined on request; hidden: by invitation only. */
export const CommunityVisibility = Schema.Literal("public", "private", "hidden")
export type CommunityVisibility = typeof CommunityVisibility.Type

/** The longest name and description a community takes; the editor's counters read them here. */
export const COMMUNITY_TEXT_MAX = { name: 80, description: 1000 } as const

const CommunityFields = {
  name: requiredText("a name", COMMUNITY_TEXT_MAX.name),
  /** Plain text. */
  description: requiredText("a description", COMMUNITY_TEXT_MAX.description),
  imageUrl: Schema.NullOr(SocialImage),
  visibility: chosen(CommunityVisibility, "Choose who can find the community."),
}

export const SocialCommunity = Schema.Struct({
  ...CommunityFields,
  socialCommunityId: SocialCommunityId,
  groupId: SocialGroupId,
  /** Kept by the API as members join and leave; never sent. */
  memberCount: Schema.Int,
})
export type SocialCommunity = typeof SocialCommunity.Type

/** ADM-1: a socialCommunityId means update; ADM-18: on create it is not sent. */
export const SocialCommunityInput = Schema.Struct({
  ...CommunityFields,
  groupId: SocialGroupId,
  socialCommunityId: Schema.optional(Schema.NullOr(SocialCommunityId)),
})
export type SocialCommunityInput = typeof SocialCommunityInput.Type

/** open: waiting for staff; approved: the content stays; removed: members no longer see it. */
export const ContentFlagStatus = Schema.Literal("open", "approved", "removed")
export type ContentFlagStatus = typeof ContentFlagStatus.Type
export const ContentFlagDecision = Schema.Struct({ status: Schema.Literal("approved", "removed") })
export type ContentFlagDecision = typeof ContentFlagDecision.Type

export const FlaggedContentKind = Schema.Literal("blogComment", "communityPost", "communityComment")
export const FlagReason = Schema.Literal("spam", "harassment", "inappropriate", "misinformation", "other")

export const SocialContentFlag = Schema.Struct({
  socialContentFlagId: SocialContentFlagId,
  status: ContentFlagStatus,
  contentKind: FlaggedContentKind,
  /** Where it was posted: the community's name or the blog post's title. */
  contentPlace: Schema.String,
  contentAuthor: Schema.String,
  /** HTML as the member wrote it: sanitise before rendering. */
  contentHtml: Schema.String,
  /** Who flagged it most recently, why, their own words and when. */
  flaggedBy: Schema.String,
  reason: FlagReason,
  note: Schema.NullOr(Schema.String),
  flaggedAt: Schema.String,
  /** How many members flagged it. */
  flagCount: Schema.Int.pipe(Schema.positive()),
  decidedAt: Schema.NullOr(Schema.String),
})
export type SocialContentFlag = typeof SocialContentFlag.Type

const page = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())
const blogPath = Schema.Struct({ blogId: fromPath(SocialBlogId) })
const postPath = Schema.Struct({
  blogId: fromPath(SocialBlogId),
  socialBlogPostId: fromPath(SocialBlogPostId),
})
const groupPath = Schema.Struct({ groupId: fromPath(SocialGroupId) })
const communityPath = Schema.Struct({
  groupId: fromPath(SocialGroupId),
  socialCommunityId: fromPath(SocialCommunityId),
})

const fieldsOf = <F extends Schema.Struct.Fields>(fields: F) => Schema.Struct(fields)

export const getBlog = HttpApiEndpoint.get("getBlog", "/social/blogs/:blogId")
  .setPath(blogPath)
  .setUrlParams(Schema.Struct({ pageNumber: Schema.optional(page), pageSize: Schema.optional(page) }))
  .addSuccess(SocialBlog)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_BLOG_FAILED" })

export const getBlogCategories = HttpApiEndpoint.get("getBlogCategories", "/social/blogCategories")
  .addSuccess(Schema.Array(SocialBlogCategory))
  .annotate(ErrorKeys, { key: "ERRORS.GET_BLOG_CATEGORIES_FAILED" })

/** ADM-18: the create payload has no id field at all, so none can travel. */
export const createBlogPost = HttpApiEndpoint.post("createBlogPost", "/social/blogs/:blogId/posts")
  .setPath(blogPath)
  .setPayload(fieldsOf(BlogPostFields))
  .addSuccess(SocialBlogPost, { status: 201 })
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_BLOG_POST_FAILED" })

export const updateBlogPost = HttpApiEndpoint.put(
  "updateBlogPost",
  "/social/blogs/:blogId/posts/:socialBlogPostId",
)
  .setPath(postPath)
  .setPayload(fieldsOf({ ...BlogPostFields, socialBlogPostId: SocialBlogPostId }))
  .addSuccess(SocialBlogPost)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_BLOG_POST_FAILED" })

export const deleteBlogPost = HttpApiEndpoint.del(
  "deleteBlogPost",
  "/social/blogs/:blogId/posts/:socialBlogPostId",
)
  .setPath(postPath)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_BLOG_POST_FAILED" })

export const listCommunities = HttpApiEndpoint.get("listCommunities", "/social/groups/:groupId/communities")
  .setPath(groupPath)
  .addSuccess(Schema.Array(SocialCommunity))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_COMMUNITIES_FAILED" })

export const createCommunity = HttpApiEndpoint.post("createCommunity", "/social/groups/:groupId/communities")
  .setPath(groupPath)
  .setPayload(fieldsOf(CommunityFields))
  .addSuccess(SocialCommunity, { status: 201 })
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_COMMUNITY_FAILED" })

const oneCommunity = "/social/groups/:groupId/communities/:socialCommunityId" as const

export const updateCommunity = HttpApiEndpoint.put("updateCommunity", oneCommunity)
  .setPath(communityPath)
  .setPayload(fieldsOf({ ...CommunityFields, socialCommunityId: SocialCommunityId }))
  .addSuccess(SocialCommunity)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_COMMUNITY_FAILED" })

export const deleteCommunity = HttpApiEndpoint.del("deleteCommunity", oneCommunity)
  .setPath(communityPath)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_COMMUNITY_FAILED" })

/** The status is a filter, so a query parameter: /social/contentFlags?status=open. */
export const listContentFlags = HttpApiEndpoint.get("listContentFlags", "/social/contentFlags")
  .setUrlParams(Schema.Struct({ status: ContentFlagStatus }))
  .addSuccess(Schema.Array(SocialContentFlag))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CONTENT_FLAGS_FAILED" })

export const updateContentFlag = HttpApiEndpoint.put(
  "updateContentFlag",
  "/social/contentFlags/:socialContentFlagId",
)
  .setPath(Schema.Struct({ socialContentFlagId: fromPath(SocialContentFlagId) }))
  .setPayload(ContentFlagDecision)
  .addSuccess(SocialContentFlag)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPDATE_CONTENT_FLAG_FAILED" })

export class SocialApi extends HttpApiGroup.make("social")
  .add(getBlog)
  .add(getBlogCategories)
  .add(createBlogPost)
  .add(updateBlogPost)
  .add(deleteBlogPost)
  .add(listCommunities)
  .add(createCommunity)
  .add(updateCommunity)
  .add(deleteCommunity)
  .add(listContentFlags)
  .add(updateContentFlag)
  .addError(Unauthorized) {}
