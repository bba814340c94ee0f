import { type AppError, presentError } from "@wellkit/core"
import { translate, useTranslation } from "../i18n/index.js"
import { Button } from "./Button.js"

/**
 * Something a page needs could not be loaded: the one place that says so, in
 * the failed call's words and what happened (ERR-2), with Try again. Try again
 * sits under the words, at the left: an error toast (top right, ADM-11) must
 * never cover it.
 */
export const LoadFailed = ({
  error,
  onRetry,
}: {
  readonly error: AppError
  readonly onRetry: () => void
}) => {
  const { t } = useTranslation()
  const presented = presentError(error, translate)
  return (
    <div
      role="alert"
      className="mb-3 flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
    >
      <p>
        <span className="font-medium">{presented.body}</span>
        {presented.detail ? <span className="block text-slate-700">{presented.detail}</span> : null}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t("shell.retry")}
      </Button>
    </div>
  )
}
