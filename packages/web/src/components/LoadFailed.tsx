import { type AppError, presentError } from "@wellkit/core"
import { translate, useTranslation } from "../i18n/index.js"
import { Button } from "./Button.js"

/**
 * Something a page needs could not be loaded: the one place that says so, in
 * the failed call's words and what happened (ERR-2), with Try again.
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
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
    >
      <p className="mr-auto">
        <span className="font-medium">{presented.body}</span>
        {presented.detail ? <span className="block text-slate-700">{presented.detail}</span> : null}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t("shell.retry")}
      </Button>
    </div>
  )
}
