import { type AppError, type CacheEntry, formatDay, redirectHref } from "@wellkit/core"
import { SOCIAL_BLOGS_PATH, type SocialBlogPost } from "@wellkit/core/social"
import { Link, useSearchParams } from "react-router-dom"
import { useOrganization } from "../../app/use-organization.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { ResourceTable } from "../../kit/ResourceTable.js"
import { Pager } from "./components/Pager.js"
import { StatusBadge } from "./components/StatusBadge.js"
import { useBlog } from "./hooks.js"

/** /social/blogs: the organization's blog (ADM-18), newest posts first, a page at a time. */
export const BlogPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)
  const { entities, entityId, choose } = useOrganization(SOCIAL_BLOGS_PATH)
  const { blogId, entry, retry } = useBlog(entityId, page)
  const blog = entry?.value
  const href = (path: string, extra: Record<string, string> = {}) =>
    redirectHref({ path, params: { entityId: String(entityId), ...extra } })
  const pages = blog ? Math.max(1, Math.ceil(blog.totalRecordCount / blog.pageSize)) : 1

  return (
    <div className="space-y-5">
      <PageHeader title={t("social.blog.title")} intro={blog?.name}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
        {blogId !== undefined ? (
          <Link
            to={href(`${SOCIAL_BLOGS_PATH}/new`)}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
          >
            {t("social.blog.create")}
          </Link>
        ) : null}
      </PageHeader>
      <ListStates
        entry={postsOf(entry)}
        retry={retry}
        matches={blog?.posts.length ?? 0}
        query=""
        texts={{
          loading: t("social.blog.loading"),
          empty: t("social.blog.empty"),
          noMatch: t("social.blog.empty"),
          count: t("social.blog.count", { count: blog?.totalRecordCount ?? 0 }),
        }}
      >
        {blog ? (
          <ResourceTable<SocialBlogPost>
            caption={t("social.blog.title")}
            idField="socialBlogPostId"
            rows={blog.posts}
            hrefOf={(id) => href(`${SOCIAL_BLOGS_PATH}/${id}`, page > 1 ? { page: String(page) } : {})}
            columns={[
              { field: "title", label: t("social.post.fields.title") },
              { field: "categoryName", label: t("social.post.fields.category") },
              {
                field: "status",
                label: t("social.post.fields.status"),
                render: (post) => <StatusBadge status={post.status} />,
              },
              {
                field: "publishDate",
                label: t("social.post.fields.publishDate"),
                render: (post) => <time dateTime={post.publishDate}>{formatDay(post.publishDate)}</time>,
              },
            ]}
          />
        ) : null}
        <Pager
          page={blog?.pageNumber ?? page}
          pages={pages}
          onPage={(next) => setParams(withPage(params, next))}
        />
      </ListStates>
    </div>
  )
}

/** The list states read rows: the page's posts, in the same state as the page. */
const postsOf = (
  entry: ReturnType<typeof useBlog>["entry"],
): CacheEntry<ReadonlyArray<unknown>, AppError> | undefined =>
  entry?.status === "ready"
    ? { status: "ready", value: entry.value.posts }
    : entry && { ...entry, value: entry.value?.posts }

const withPage = (params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params)
  if (page > 1) next.set("page", String(page))
  else next.delete("page")
  return next
}

export const Component = BlogPage
