import { Either, Schema } from "effect"
import { FlowId, FormId } from "../../api/Flows.js"
import { EntityId, MessageHeaderId } from "../../api/ids.js"
import { SocialBlogPostId } from "../../api/Social.js"
import { idParamOf } from "../../kit/resource.js"
import { redirectHref } from "../../navigation/redirect.js"
import { CONTENT_PREVIEW_PATH } from "./path.js"

/** What the preview shows: a message or a blog post of an organization, or a form of a flow. */
export type PreviewTarget =
  | { readonly contentType: "message"; readonly entityId: EntityId; readonly id: MessageHeaderId }
  | { readonly contentType: "blogPost"; readonly entityId: EntityId; readonly id: SocialBlogPostId }
  | { readonly contentType: "form"; readonly flowId: FlowId; readonly id: FormId }

/** Why an address names nothing to preview; each is a sentence on the page, never a crash. */
export type PreviewProblem = "unknownType" | "missingId" | "missingOrganization" | "missingFlow"

interface Params {
  readonly get: (name: string) => string | null
}

const idFrom =
  <S extends Schema.Schema.AnyNoContext>(schema: S) =>
  (text: string | null) =>
    Either.getOrUndefined(
      Schema.decodeUnknownEither(idParamOf(schema))(text?.trim() ?? "") as Either.Either<
        Schema.Schema.Type<S>,
        unknown
      >,
    )

const entityOf = idFrom(EntityId)
const ids = {
  message: idFrom(MessageHeaderId),
  blogPost: idFrom(SocialBlogPostId),
  form: idFrom(FormId),
}
const isType = (type: string | null): type is keyof typeof ids => type !== null && Object.hasOwn(ids, type)

/** `?contentType=message|blogPost|form&id=…` with `entityId` (a message, a post) or `flowId` (a form). */
export const previewTarget = (params: Params): Either.Either<PreviewTarget, PreviewProblem> => {
  const contentType = params.get("contentType")
  if (!isType(contentType)) return Either.left("unknownType")
  const id = ids[contentType](params.get("id"))
  if (id === undefined) return Either.left("missingId")
  if (contentType === "form") {
    const flowId = idFrom(FlowId)(params.get("flowId"))
    return flowId === undefined
      ? Either.left("missingFlow")
      : Either.right({ contentType, flowId, id } as PreviewTarget)
  }
  const entityId = entityOf(params.get("entityId"))
  if (entityId === undefined) return Either.left("missingOrganization")
  return Either.right({ contentType, entityId, id } as PreviewTarget)
}

/** The preview's address, for the "Preview" links of the screens that edit the content. */
export const previewHref = (target: PreviewTarget): string => {
  const { contentType, id } = target
  const owner: Record<string, string> =
    contentType === "form" ? { flowId: String(target.flowId) } : { entityId: String(target.entityId) }
  return redirectHref({ path: CONTENT_PREVIEW_PATH, params: { contentType, id: String(id), ...owner } })
}
