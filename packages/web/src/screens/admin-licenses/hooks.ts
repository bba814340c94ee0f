import { Measures, NOBODY, TangoAccounts } from "@wellkit/core"
import { useSearchParams } from "react-router-dom"
import { entityIdFrom } from "../../app/params.js"
import { useTranslation } from "../../i18n/index.js"
import { keptChoices } from "../../kit/choices.js"
import type { Choices } from "../../kit/FieldInput.js"
import { useResourceList } from "../../kit/use-resource.js"

/** The organization's Tango customer accounts (the page's `?entityId=`), kept per organization (POR-19). */
export const useTangoAccountChoices = (): Choices => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const entityId = entityIdFrom(params.get("entityId"))
  return keptChoices(useResourceList(TangoAccounts.cache, TangoAccounts, entityId), (account) => ({
    value: account.tangoAccountId,
    label: t("adminLicenses.accountOption", { name: account.displayName, currency: account.currencyCode }),
  }))
}

/** The platform's measures, read once for everyone. */
export const useMeasureChoices = (): Choices => {
  const { t } = useTranslation()
  return keptChoices(useResourceList(Measures.cache, Measures, NOBODY), (measure) => ({
    value: measure.measureId,
    label: t("adminLicenses.measureOption", { name: measure.name, unit: measure.unit }),
  }))
}
