import { type EntityId, localDay } from "@wellkit/core"
import {
  BLOG_POST_TEXT_MAX,
  Social,
  type SocialBlogId,
  type SocialBlogPost,
  type SocialBlogPostId,
  SocialBlogPostInput,
} from "@wellkit/core/social"
import { useCallback, useMemo, useState } from "react"
import { useRead } from "../../../app/use-cache.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { PreviewLink } from "../../../components/PreviewLink.js"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { useCategoryChoices } from "../hooks.js"
import { imageField } from "./ImageField.js"

type T = ReturnType<typeof useTranslation>["t"]

const postFields = (t: T): ReadonlyArray<FormField> => [
  { name: "title", label: t("social.post.fields.title"), kind: "text", maxLength: BLOG_POST_TEXT_MAX.title },
  {
    name: "socialBlogCategoryId",
    label: t("social.post.fields.category"),
    kind: "select",
    numeric: true,
    emptyLabel: t("social.post.chooseCategory"),
    useChoices: useCategoryChoices,
  },
  {
    name: "status",
    label: t("social.post.fields.status"),
    kind: "select",
    options: [
      { value: "draft", label: t("social.post.status.draft") },
      { value: "published", label: t("social.post.status.published") },
    ],
  },
  {
    name: "publishDate",
    label: t("social.post.fields.publishDate"),
    kind: "date",
    hint: t("social.post.dateHint"),
  },
  imageField("imageUrl", t("social.post.fields.image")),
  {
    name: "body",
    label: t("social.post.fields.body"),
    kind: "html",
    hint: t("social.post.bodyHint"),
    previewLabel: t("social.post.preview"),
  },
]

const blank = () => ({ status: "draft", publishDate: localDay() })

interface PostEditorProps {
  readonly entityId: EntityId
  readonly blogId: SocialBlogId
  /** None for a new post. */
  readonly postId: SocialBlogPostId | undefined
}

/** A post's form (or a new one's), its delete, and every state of reading it. */
export const PostEditor = ({ entityId, blogId, postId }: PostEditorProps) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const { act, busy } = useResourceAction()
  const [asking, setAsking] = useState(false)
  /** What a save answered: the page shows it until it reads the post again. */
  const [saved, setSaved] = useState<SocialBlogPost>()
  const fields = useMemo(() => postFields(t), [t])
  const find = useCallback(
    (id: SocialBlogPostId) => client.run(Social.blogPosts.find(blogId, id)),
    [client, blogId],
  )
  const { state, retry } = useRead(find, postId)
  const post = saved ?? state.value

  if (postId !== undefined && !post) {
    if (state.status !== "error") return <p role="status">{t("social.post.loading")}</p>
    if (state.error.status === 404) return <p role="alert">{t("social.post.notFound")}</p>
    return <LoadFailed error={state.error} onRetry={retry} />
  }
  const title = post ? t("social.post.edit", { title: post.title }) : t("social.post.create")
  const save = async (input: unknown) => {
    const done = await act(Social.blogPosts.save(input as SocialBlogPostInput, entityId))
    if (done.ok) setSaved(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  const remove = async () => {
    if (!post) return
    const done = await act(Social.blogPosts.remove(blogId, post.socialBlogPostId, entityId))
    if (!done.ok) setAsking(false)
  }
  return (
    <section aria-labelledby="post-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="post-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {post ? (
          <PreviewLink target={{ contentType: "blogPost", entityId, id: post.socialBlogPostId }} />
        ) : null}
      </div>
      <ResourceForm
        key={JSON.stringify(post ?? null)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, post ?? blank())}
        schema={SocialBlogPostInput}
        fixed={{ blogId, ...(post ? { socialBlogPostId: post.socialBlogPostId } : {}) }}
        busy={busy}
        onSubmit={save}
      >
        {post ? (
          <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
            {t("kit.detail.delete")}
          </Button>
        ) : null}
      </ResourceForm>
      {post ? (
        <ConfirmDialog
          open={asking}
          danger
          busy={busy}
          title={t("social.post.deleteQuestion", { title: post.title })}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("social.post.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
