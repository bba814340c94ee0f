import type { EntityId, MessageHeaderId } from "../../api/ids.js"
import type { MessageInput } from "../../api/Messages.js"
import { type AppError, appError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { type ResourceRules, redirectFor } from "../../kit/resource.js"
import { MESSAGES_PATH } from "../../navigation/paths.js"
import type { Redirect } from "../../navigation/redirect.js"

export type MessageAction = "create" | "update" | "delete" | "copy" | "refresh" | "notFound"

/** The rules of messages, as the resource kit reads them. */
export const messageRules = {
  /** ADM-1: a message with a messageHeaderId is updated, one without is created. */
  isUpdate: (input: Pick<MessageInput, "messageHeaderId">) =>
    input.messageHeaderId !== undefined && input.messageHeaderId !== null,
  listPath: MESSAGES_PATH,
  /** ADM-2: the list with the message chosen in it; update stays; delete and not-found go to the plain list. */
  redirects: {
    create: { to: "listWithId" },
    update: { to: "stay" },
    delete: { to: "list", replace: true },
    copy: { to: "listWithId" },
    refresh: { to: "listWithId" },
    notFound: { to: "list", replace: true },
  },
  /** ERR-6: the spec's texts for each successful action. */
  toasts: {
    create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MESSAGE_DELETED" },
    copy: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MESSAGE_COPIED" },
    refresh: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED_ALT" },
  },
  /** ADM-3: a copy lands in the target organization, so that list changes, not the source. */
  invalidates: (
    action: string,
    scope: { readonly entityId: EntityId; readonly targetEntityId?: EntityId },
  ) =>
    action === "copy" ? (scope.targetEntityId === undefined ? [] : [scope.targetEntityId]) : [scope.entityId],
  /** ADM-7: a 302 is a message id the organization already has. */
  fieldOfStatus: { 302: "messageId" },
} as const satisfies ResourceRules<MessageInput>

export const isUpdate = messageRules.isUpdate
export const invalidates = messageRules.invalidates
export const successToasts: Readonly<Record<Exclude<MessageAction, "notFound">, SuccessToast>> =
  messageRules.toasts

const redirect = redirectFor({ ...messageRules, idField: "messageHeaderId" })

/** ADM-2 for a message: `messageHeaderId` is the one chosen in the list afterwards. */
export const redirectAfter = (
  action: MessageAction,
  target: { readonly entityId: EntityId; readonly messageHeaderId?: MessageHeaderId },
): Redirect | undefined => redirect(action, { entityId: target.entityId, id: target.messageHeaderId })

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
