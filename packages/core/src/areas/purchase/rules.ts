import { type AppError, appError } from "../../errors/AppError.js"

/** POR-3: the two address texts of a 400 each have their alert; anything else is the call's own. */
export const subscriptionError = (error: AppError): AppError => {
  if (error.status !== 400) return error
  const text = error.additionalMessage?.trim()
  const message =
    text === "Error Validating Address"
      ? "ERRORS.INVALID_ADDRESS"
      : text === "Invalid city/state/zip"
        ? "ERRORS.ZIP_MISMATCH"
        : undefined
  return message ? appError({ message, status: 400, originalError: error.originalError }) : error
}

/** POR-4: any invoice failure is the purchase-failed alert, with the status text when there is one. */
export const invoiceError = (error: AppError): AppError =>
  appError({
    message: "ERRORS.PURCHASE_FAILED",
    additionalMessage: error.additionalMessage,
    status: error.status,
    originalError: error.originalError,
  })

/** Money to show: two decimals, never float noise. */
export const cents = (dollars: number): number => Math.round(dollars * 100) / 100
