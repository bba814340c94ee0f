import { type Invoice, type LicenseId, redirectHref } from "@wellkit/core"
import { useCallback, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { showFailure } from "../../app/failure.js"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { dollars, PriceSummary } from "./PriceSummary.js"

/** POR-4: the terms, the price once more, and the one button that charges (once, however often it is pressed). */
export const CartConsentPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const [params] = useSearchParams()
  const invoiceId = params.get("invoiceId") ?? ""
  const licenseId = Number(params.get("licenseId")) as LicenseId
  const entityId = params.get("entityId") ?? ""
  const [agreed, setAgreed] = useState(false)
  const [charging, setCharging] = useState(false)
  const [paid, setPaid] = useState<Invoice | undefined>()

  const zip = params.get("zip") ?? ""
  const state = params.get("state") ?? ""
  const price = useCallback(
    (invoice: string) =>
      Promise.all([client.purchase.subscription(invoice), client.purchase.tax(invoice, zip, state)]).then(
        ([subscription, quote]) => ({ subscription, quote }),
      ),
    [client, zip, state],
  )
  const { state: load, retry } = useRead(price, invoiceId)

  const purchase = async () => {
    if (charging || !agreed) return
    setCharging(true)
    try {
      setPaid(await client.purchase.invoice(licenseId))
    } catch (error) {
      showFailure(error)
    } finally {
      setCharging(false)
    }
  }

  const licensesHref = redirectHref({ path: "/option", params: { entityId } })
  if (paid)
    return (
      <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-green-200 bg-white p-6">
        <h1 className="text-2xl font-semibold">{t("cart.paidTitle")}</h1>
        <p role="status">
          {t("cart.paidBody", { invoiceId: paid.invoiceId, total: dollars.format(paid.total) })}
        </p>
        <Link to={licensesHref} className="text-brand-700 underline">
          {t("cart.toLicenses")}
        </Link>
      </div>
    )
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-semibold">{t("cart.consentTitle")}</h1>
      {load.status === "error" ? <LoadFailed error={load.error} onRetry={retry} /> : null}
      {load.value === undefined ? (
        load.status === "error" ? null : (
          <p role="status">{t("cart.loading")}</p>
        )
      ) : (
        <>
          <PriceSummary subscription={load.value.subscription} quote={load.value.quote} />
          <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("cart.terms")}</div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            {t("cart.agree")}
          </label>
          <div className="flex gap-3">
            <Button onClick={() => void purchase()} disabled={!agreed || charging}>
              {charging
                ? t("cart.charging")
                : t("cart.purchase", { total: dollars.format(load.value.quote.total) })}
            </Button>
            <Link to={licensesHref} className="self-center text-sm text-brand-700 underline">
              {t("cart.cancel")}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}

export const Component = CartConsentPage
