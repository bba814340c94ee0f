import { useInFlight } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"

/** HTTP-5: a thin bar across the top while any call is in flight. */
export const ProgressBar = () => {
  const { t } = useTranslation()
  const inFlight = useInFlight()
  if (inFlight === 0) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label={t("shell.loading")}
      aria-busy="true"
      data-testid="progress-bar"
    >
      <div className="wk-progress h-full w-2/5 bg-brand-600" />
    </div>
  )
}
