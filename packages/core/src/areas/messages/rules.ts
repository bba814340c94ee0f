import type { EntityId, MessageHeaderId } from "../../api/ids.js"
import type { MessageInput } from "../../api/Messages.js"
import { type AppError, appError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { MESSAGES_PATH } from "../../navigation/paths.js"
import type { Redirect } from "../../navigation/redirect.js"

/** ADM-1: a message with a messageHeaderId is updated, one without is created. */
export const isUpdate = (input: Pick<MessageInput, "messageHeaderId">): boolean =>
  input.messageHeaderId !== undefined && input.messageHeaderId !== null

export type MessageAction = "create" | "update" | "delete" | "copy" | "refresh" | "notFound"

/**
 * ADM-2: where each action goes. "withId" opens the list with that message
 * selected; update stays where it is; not-found goes back to the plain list.
 */
export const redirectRules: Readonly<Record<MessageAction, "list" | "listWithId" | "stay">> = {
  create: "listWithId",
  update: "stay",
  delete: "list",
  copy: "listWithId",
  refresh: "listWithId",
  notFound: "list",
}

export const redirectAfter = (
  action: MessageAction,
  target: { readonly entityId: EntityId; readonly messageHeaderId?: MessageHeaderId },
): Redirect | undefined => {
  const rule = redirectRules[action]
  if (rule === "stay") return undefined
  const params: Record<string, string> = { entityId: String(target.entityId) }
  if (rule === "listWithId" && target.messageHeaderId !== undefined) {
    params.messageHeaderId = String(target.messageHeaderId)
  }
  return { path: MESSAGES_PATH, params, replace: action === "delete" || action === "notFound" }
}

/**
 * ADM-3: whose message list must be fetched again after an action. A copy
 * lands in the target organisation, so that list changes, not the source.
 */
export const invalidates = (
  action: Exclude<MessageAction, "notFound">,
  scope: { readonly entityId: EntityId; readonly targetEntityId?: EntityId },
): ReadonlyArray<EntityId> => {
  if (action === "copy") return scope.targetEntityId === undefined ? [] : [scope.targetEntityId]
  return [scope.entityId]
}

/** ERR-6: the spec's texts for each successful action. */
export const successToasts: Readonly<Record<Exclude<MessageAction, "notFound">, SuccessToast>> = {
  create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MESSAGE_DELETED" },
  copy: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MESSAGE_COPIED" },
  refresh: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED_ALT" },
}

/** ADM-8: a message that is gone is a warning toast, and the list is shown instead. */
export const notFoundError = (originalError?: unknown): AppError =>
  appError({
    type: "toast",
    level: "warning",
    title: "ERRORS.MESSAGE_NOT_FOUND_TITLE",
    message: "ERRORS.MESSAGE_NOT_FOUND",
    status: 404,
    originalError,
  })

/** ADM-8: only a missing message sends the user back to the list. */
export const redirectOnGetFailure = (error: AppError, entityId: EntityId): Redirect | undefined =>
  error.status === 404 ? redirectAfter("notFound", { entityId }) : undefined

/** Owner types a message can belong to; the API lists events per owner type. */
export const ownerTypes = [
  { ownerTypeId: 1, name: "Organization" },
  { ownerTypeId: 2, name: "Program" },
  { ownerTypeId: 3, name: "Challenge" },
] as const
