import { describe, expect, it } from "vitest"
import type { SocialBlogPostId, SocialCommunityId } from "../../api/Social.js"
import { redirectFor } from "../../kit/resource.js"
import { withoutId } from "../../kit/scope-service.js"
import { decide, sectionOf } from "../../navigation/routes.js"
import { SOCIAL_BLOGS_PATH, SOCIAL_COMMUNITIES_PATH, SOCIAL_MODERATION_PATH } from "./path.js"
import {
  decisionsFor,
  flagStatusFrom,
  isCommunityUpdate,
  isPostUpdate,
  postToasts,
  socialRedirects,
} from "./rules.js"

describe("NAV-6: the social section needs login only and re-runs its guards on every navigation", () => {
  it.each([SOCIAL_BLOGS_PATH, `${SOCIAL_BLOGS_PATH}/3`, SOCIAL_COMMUNITIES_PATH, SOCIAL_MODERATION_PATH])(
    "NAV-6: %s",
    (path) => {
      expect(sectionOf(path)).toMatchObject({ guards: [{ kind: "login" }], rerunGuards: true })
      expect(decide(path, "", undefined)).toMatchObject({ kind: "redirect" })
      // Login only: an organization admin without any function may enter, like staff.
      expect(decide(path, "", { adminType: 8, functions: [] })).toEqual({ kind: "allow" })
      expect(decide(path, "", { adminType: 5, functions: [] })).toEqual({ kind: "allow" })
    },
  )
})

describe("ADM-1: a socialBlogPostId or socialCommunityId means update", () => {
  it.each([
    [{ socialBlogPostId: 4 as SocialBlogPostId }, true],
    [{ socialBlogPostId: null }, false],
    [{}, false],
  ])("ADM-1: post %o → update %s", (input, update) => {
    expect(isPostUpdate(input)).toBe(update)
  })
  it.each([
    [{ socialCommunityId: 2 as SocialCommunityId }, true],
    [{ socialCommunityId: null }, false],
    [{ socialCommunityId: undefined }, false],
  ])("ADM-1: community %o → update %s", (input, update) => {
    expect(isCommunityUpdate(input)).toBe(update)
  })
  it.each([{ socialBlogPostId: null }, { socialBlogPostId: undefined }, { socialBlogPostId: 0 }])(
    "ADM-18: on create the id is left out of the payload (%o)",
    (id) => {
      expect(withoutId({ title: "T", ...id }, "socialBlogPostId")).toEqual({ title: "T" })
    },
  )
})

describe("ADM-2: where blog posts and communities go after an action", () => {
  const posts = redirectFor({
    redirects: socialRedirects,
    listPath: SOCIAL_BLOGS_PATH,
    idField: "socialBlogPostId",
  })
  const communities = redirectFor({
    redirects: socialRedirects,
    listPath: SOCIAL_COMMUNITIES_PATH,
    idField: "socialCommunityId",
  })
  const entityId = 1000 as never
  it.each([
    [posts("create", { entityId, id: 31 }), "/social/blogs/31"],
    [posts("update", { entityId, id: 31 }), "/social/blogs/31"],
    [posts("delete", { entityId }), "/social/blogs"],
    [communities("create", { entityId, id: 9 }), "/social/communities/9"],
    [communities("update", { entityId, id: 9 }), "/social/communities/9"],
    [communities("delete", { entityId }), "/social/communities"],
  ])("ADM-2: %o goes to %s, replacing the history entry", (redirect, path) => {
    expect(redirect).toEqual({ path, params: { entityId: "1000" }, replace: true })
  })
  it("ERR-6: saving says the spec's 'changes saved'", () => {
    expect(postToasts.create).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
  })
})

describe("ADM-19: the moderation filter", () => {
  it.each([
    ["approved", "approved"],
    ["removed", "removed"],
    [null, "open"],
    ["everything", "open"],
  ])("ADM-19: ?status=%s filters by %s", (value, status) => {
    expect(flagStatusFrom(value)).toBe(status)
  })
  it("offers the decisions a status can still take", () => {
    expect(decisionsFor("open")).toEqual(["approved", "removed"])
    expect(decisionsFor("approved")).toEqual(["removed"])
    expect(decisionsFor("removed")).toEqual(["approved"])
  })
})
