import type { ReactNode } from "react"
import { useTranslation } from "../i18n/index.js"
import { Button } from "./Button.js"

/** Something a page needs could not be loaded: say what, and offer to try again. */
export const LoadFailed = ({
  children,
  onRetry,
}: {
  readonly children: ReactNode
  readonly onRetry: () => void
}) => {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
    >
      <span>{children}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t("shell.retry")}
      </Button>
    </div>
  )
}
