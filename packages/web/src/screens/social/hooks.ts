import type { EntityId } from "@wellkit/core"
import { blogScope, groupScope, Social } from "@wellkit/core/social"
import { useCallback } from "react"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import type { Choices } from "../../kit/FieldInput.js"
import { useScope, useScopedPage } from "../../kit/scope-data.js"

/** ADM-18: the organization's blog (SOCIAL_BLOG_ID), one page of it at a time, newest first. */
export const useBlog = (entityId: EntityId | undefined, page = 1) => {
  const blog = useScope(blogScope, entityId)
  return { blogId: blog.id, ...useScopedPage(Social.blogPosts, blog, page) }
}

/** ADM-18: the organization's communities (SOCIAL_GROUP_ID), for the kit's list page. */
export const useCommunities = (entityId: EntityId | undefined) => {
  const group = useScope(groupScope, entityId)
  return { groupId: group.id, ...useScopedPage(Social.communities, group) }
}

/** The blog's categories for the post's pick list; a failure shows under the field with Try again. */
export const useCategoryChoices = (): Choices => {
  const { client } = useWellkit()
  // A failed read is not kept as an answer: asking again (Try again) fetches the categories again.
  const read = useCallback((_all: "all") => client.run(Social.categories), [client])
  const { state, retry } = useRead(read, "all")
  return {
    options: (state.value ?? []).map((c) => ({ value: c.socialBlogCategoryId, label: c.name })),
    failure: state.status === "error" ? { error: state.error, retry } : undefined,
  }
}
