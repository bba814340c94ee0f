import type { AppError, ErrorLevel, ErrorType } from "./AppError.js"

/** Looks a key up in the translation file; undefined when it has no text. */
export type Translate = (key: string) => string | undefined

export interface PresentedError {
  readonly type: ErrorType
  readonly level: ErrorLevel
  readonly title: string
  readonly body: string
  /** Translated additional message; left out when it only repeats the body. */
  readonly detail?: string | undefined
}

const translated = (translate: Translate, key: string | undefined): string | undefined =>
  key === undefined ? undefined : translate(key)

/**
 * ERR-2: the message is translated, untranslated falls back to the generic
 * message, pass-through text is shown as is. ERR-3: the title falls back to the
 * generic toast title for toasts and the generic error title otherwise.
 */
export const presentError = (error: AppError, translate: Translate): PresentedError => {
  const body = error.messagePassThrough
    ? error.message
    : (translated(translate, error.message) ?? translate("ERRORS.GENERIC_ERROR_MESSAGE") ?? error.message)
  const fallbackTitle = error.type === "toast" ? "ERRORS.GENERIC_TOAST_ERROR_TITLE" : "ERRORS.GENERIC_ERROR"
  const title = translated(translate, error.title) ?? error.title ?? translate(fallbackTitle) ?? fallbackTitle
  const detail = error.additionalMessage
  const detailText = detail === undefined ? undefined : (translate(detail) ?? detail)
  return {
    type: error.type,
    level: error.level,
    title,
    body,
    detail: detailText === body ? undefined : detailText,
  }
}
