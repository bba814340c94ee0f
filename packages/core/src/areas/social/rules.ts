import {
  type ContentFlagDecision,
  type ContentFlagStatus,
  SocialBlogId,
  type SocialBlogPostInput,
  type SocialCommunityInput,
  SocialGroupId,
} from "../../api/Social.js"
import type { SuccessToast } from "../../errors/success.js"
import type { RedirectRule, ResourceAction } from "../../kit/resource.js"
import type { ScopeParameter } from "../../kit/scope.js"

/** ADM-18: the system parameters of the organization that hold the blog's id and the communities' group id. */
export const BLOG_PARAMETER = "SOCIAL_BLOG_ID"
export const GROUP_PARAMETER = "SOCIAL_GROUP_ID"

export const blogScope: ScopeParameter<SocialBlogId> = {
  parameter: BLOG_PARAMETER,
  id: SocialBlogId,
  missing: "social.blog.parameterMissing",
}
export const groupScope: ScopeParameter<SocialGroupId> = {
  parameter: GROUP_PARAMETER,
  id: SocialGroupId,
  missing: "social.communities.parameterMissing",
}

/** Posts per page of the blog (the API pages it, newest first). */
export const BLOG_PAGE_SIZE = 10

/** ADM-1: a socialBlogPostId means update (and ADM-18: none is sent on create). */
export const isPostUpdate = (input: Pick<SocialBlogPostInput, "socialBlogPostId">) =>
  input.socialBlogPostId !== undefined && input.socialBlogPostId !== null

/** ADM-1: a socialCommunityId means update. */
export const isCommunityUpdate = (input: Pick<SocialCommunityInput, "socialCommunityId">) =>
  input.socialCommunityId !== undefined && input.socialCommunityId !== null

/**
 * ADM-2: save goes to the record's page, delete to the list. Both replace the
 * history entry: Back never returns to a blank "new" form or to a record that is gone.
 */
export const socialRedirects = {
  create: { to: "detail", replace: true },
  update: { to: "detail", replace: true },
  delete: { to: "list", replace: true },
} as const satisfies Readonly<Record<ResourceAction, RedirectRule>>

const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

/** ERR-6: the spec's "changes saved" toast; deletes and decisions in the same style. */
export const postToasts = {
  create: saved,
  update: saved,
  delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.BLOG_POST_DELETED" },
} as const satisfies Readonly<Record<ResourceAction, SuccessToast>>

export const communityToasts = {
  create: saved,
  update: saved,
  delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.COMMUNITY_DELETED" },
} as const satisfies Readonly<Record<ResourceAction, SuccessToast>>

export type FlagDecision = ContentFlagDecision["status"]

export const decisionToasts: Readonly<Record<FlagDecision, SuccessToast>> = {
  approved: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CONTENT_APPROVED" },
  removed: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CONTENT_REMOVED" },
}

/** The moderation queue's filter, in the order it offers them; open is where staff start. */
export const flagStatuses: ReadonlyArray<ContentFlagStatus> = ["open", "approved", "removed"]

/** The filter in the address, or open when it names none. */
export const flagStatusFrom = (value: string | null): ContentFlagStatus =>
  flagStatuses.find((status) => status === value) ?? "open"

/**
 * What staff can decide about flags shown with a status: open ones either way;
 * a decision can be changed (removed content restored, approved content removed).
 */
export const decisionsFor = (status: ContentFlagStatus): ReadonlyArray<FlagDecision> =>
  status === "open" ? ["approved", "removed"] : status === "approved" ? ["removed"] : ["approved"]
