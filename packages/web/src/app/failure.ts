import { AppError, appError } from "@wellkit/core"
import { showError } from "../shell/notify.js"

/**
 * What a call rejected with, as an AppError. The SDK only rejects with one;
 * anything else is a defect, shown in the generic words and reported.
 */
export const asAppError = (failure: unknown): AppError =>
  failure instanceof AppError
    ? failure
    : appError({ message: "ERRORS.GENERIC_ERROR_MESSAGE", originalError: failure })

/** Shows a failed action's error the way its type says (ERR-1..4), whatever it was thrown as. */
export const showFailure = (failure: unknown): void => showError(asAppError(failure))
