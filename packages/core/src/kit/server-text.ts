import { type AppError, appError } from "../errors/AppError.js"

/**
 * ADM-9, ADM-13: for the statuses where the spec shows the server's message as
 * is, the server's sentence becomes the message (passed through, not looked
 * up) and the call's own key its title. Any other failure is left alone, and
 * so is a refusal without a sentence (it keeps the call's key).
 */
export const serverTextAsIs =
  (statuses: ReadonlyArray<number>) =>
  (error: AppError): AppError =>
    error.status !== undefined &&
    statuses.includes(error.status) &&
    error.additionalMessage &&
    !error.additionalMessage.startsWith("ERRORS.")
      ? appError({
          type: error.type,
          level: error.level,
          title: error.message,
          message: error.additionalMessage,
          messagePassThrough: true,
          status: error.status,
          originalError: error.originalError,
        })
      : error
