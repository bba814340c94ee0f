import {
  type EntityId,
  type FlowForm,
  type FlowId,
  Flows,
  type FormId,
  type MessageHeaderId,
  type PreviewTarget,
  previewTarget,
} from "@wellkit/core"
import { blogScope, Social, type SocialBlogId, type SocialBlogPostId } from "@wellkit/core/social"
import { Either } from "effect"
import { useCallback } from "react"
import { useSearchParams } from "react-router-dom"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { inputClass } from "../../components/Field.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { useScope } from "../../kit/scope-data.js"
import { usePerFlow } from "../flows/hooks.js"
import { PreviewStates } from "./PreviewStates.js"

const MessagePreview = ({ entityId, id }: { readonly entityId: EntityId; readonly id: MessageHeaderId }) => {
  const { client } = useWellkit()
  const get = useCallback(
    (messageId: MessageHeaderId) => client.messages.get(entityId, messageId),
    [client, entityId],
  )
  const { state, retry } = useRead(get, id)
  return (
    <PreviewStates
      read={state}
      retry={retry}
      show={(message) => ({ title: message.name, html: message.body })}
    />
  )
}

const PostRead = ({ blogId, id }: { readonly blogId: SocialBlogId; readonly id: SocialBlogPostId }) => {
  const { client } = useWellkit()
  const find = useCallback(
    (postId: SocialBlogPostId) => client.run(Social.blogPosts.find(blogId, postId)),
    [client, blogId],
  )
  const { state, retry } = useRead(find, id)
  return (
    <PreviewStates
      read={state}
      retry={retry}
      show={(post) => ({ title: post.title, html: post.body, image: post.imageUrl })}
    />
  )
}

/** ADM-18: a post is found in the organization's blog, whose id a system parameter holds. */
const PostPreview = ({ entityId, id }: { readonly entityId: EntityId; readonly id: SocialBlogPostId }) => {
  const { t } = useTranslation()
  const blog = useScope(blogScope, entityId)
  if (blog.failure) return <LoadFailed error={blog.failure} onRetry={blog.retry} />
  if (blog.id === undefined) return <p role="status">{t("contentPreview.loading")}</p>
  return <PostRead blogId={blog.id} id={id} />
}

const inputType = { number: "number", text: "text", yesNo: "checkbox", date: "date" } as const

/** A form as a member meets it: the text above it, then its questions (here inert). */
const FormPreview = ({ flowId, id }: { readonly flowId: FlowId; readonly id: FormId }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const forms = usePerFlow(Flows.forms, flowId)
  const texts = useRead(client.flows.clientTexts, "all")
  if (texts.state.status === "error") return <LoadFailed error={texts.state.error} onRetry={texts.retry} />
  const show = (all: ReadonlyArray<FlowForm>) => {
    const form = all.find((candidate) => candidate.formId === id)
    if (!form) return undefined
    const text = texts.state.value?.find((candidate) => candidate.clientTextId === form.clientTextId)
    return {
      title: form.name,
      html: text?.text ?? `<p>${t("contentPreview.noText")}</p>`,
      after: (
        <fieldset disabled className="space-y-3">
          {form.variables.map((variable) => (
            <label key={variable.name} className="flex max-w-sm flex-col gap-1 text-sm font-medium">
              {variable.name}
              <input
                type={inputType[variable.type]}
                className={variable.type === "yesNo" ? "size-4" : inputClass}
              />
            </label>
          ))}
        </fieldset>
      ),
    }
  }
  const read = texts.state.status === "ready" ? forms.entry : undefined
  return <PreviewStates read={read} retry={forms.retry} show={show} />
}

const Preview = ({ target }: { readonly target: PreviewTarget }) => {
  switch (target.contentType) {
    case "message":
      return <MessagePreview entityId={target.entityId} id={target.id} />
    case "blogPost":
      return <PostPreview entityId={target.entityId} id={target.id} />
    case "form":
      return <FormPreview flowId={target.flowId} id={target.id} />
  }
}

/** /content-preview?contentType=message|blogPost|form&id=… (NAV-6: login only): content as members see it, sanitised. */
export const ContentPreviewPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const target = previewTarget(params)
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-6">
      {Either.isLeft(target) ? (
        <>
          <h1 className="text-2xl font-semibold">{t("contentPreview.title")}</h1>
          <p role="alert">{t(`contentPreview.problems.${target.left}`)}</p>
        </>
      ) : (
        <Preview key={params.toString()} target={target.right} />
      )}
    </div>
  )
}

export const Component = ContentPreviewPage
