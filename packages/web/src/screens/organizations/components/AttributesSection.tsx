import type { EntityId } from "@wellkit/core"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { useAttributes } from "../hooks.js"
import { Section } from "./Section.js"

/** The organization's extended attributes, as the API words them. */
export const AttributesSection = ({ entityId }: { readonly entityId: EntityId }) => {
  const { t } = useTranslation()
  const { state, retry } = useAttributes(entityId)
  const attributes = state.value
  return (
    <Section title={t("organizations.attributes.title")}>
      {state.status === "error" ? <LoadFailed error={state.error} onRetry={retry} /> : null}
      {attributes === undefined ? (
        state.status === "loading" ? (
          <p role="status" className="text-sm text-slate-600">
            {t("organizations.attributes.loading")}
          </p>
        ) : null
      ) : attributes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("organizations.attributes.empty")}</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {attributes.map((attribute) => (
            <div key={attribute.name} className="contents">
              <dt className="font-medium text-slate-700">{attribute.label}</dt>
              <dd className={attribute.value === null ? "text-slate-500" : "break-words"}>
                {attribute.value ?? t("organizations.attributes.none")}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  )
}
