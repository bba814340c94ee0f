import { redirectHref } from "@wellkit/core"
import { blogScope, SOCIAL_BLOGS_PATH, SocialBlogPostId } from "@wellkit/core/social"
import { useParams, useSearchParams } from "react-router-dom"
import { decodeId } from "../../app/params.js"
import { useOrganization } from "../../app/use-organization.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { useScope } from "../../kit/scope-data.js"
import { BackLink } from "./components/BackLink.js"
import { PostEditor } from "./components/PostEditor.js"

const postIdFrom = decodeId(SocialBlogPostId)

/** /social/blogs/{blogPostId}, or /social/blogs/new: a post of the organization's blog (ADM-18) to write, edit or delete. */
export const BlogPostPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const idParam = useParams().id ?? "new"
  const postId = idParam === "new" ? undefined : postIdFrom(idParam)
  // The list's page comes along, so Back to the list returns to it.
  const page = params.get("page")
  const kept: Record<string, string> = page ? { page } : {}
  const { entityId } = useOrganization(`${SOCIAL_BLOGS_PATH}/${idParam}`, kept)
  const blog = useScope(blogScope, entityId)
  const back = redirectHref({
    path: SOCIAL_BLOGS_PATH,
    params: { entityId: String(entityId ?? ""), ...kept },
  })
  const known = idParam === "new" || postId !== undefined
  return (
    <div className="space-y-5">
      <BackLink to={back} />
      {!known ? <p role="alert">{t("social.post.notFound")}</p> : null}
      {known && blog.failure ? <LoadFailed error={blog.failure} onRetry={blog.retry} /> : null}
      {known && !blog.failure && blog.id === undefined ? (
        <p role="status">{t("social.post.loading")}</p>
      ) : null}
      {known && entityId !== undefined && blog.id !== undefined ? (
        <PostEditor key={idParam} entityId={entityId} blogId={blog.id} postId={postId} />
      ) : null}
    </div>
  )
}

/** Lazy route entry. */
export const Component = BlogPostPage
