import { formatMoney, formatNumber, type Quote, type Subscription } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"

// The consent page formats its price as this summary does.
const dollars = { format: formatMoney }

/** What will be charged, shown before anything is. */
export const PriceSummary = ({
  subscription,
  quote,
}: {
  readonly subscription: Subscription
  readonly quote: Quote
}) => {
  const { t } = useTranslation()
  return (
    <table className="w-full max-w-md border-collapse text-sm">
      <caption className="sr-only">{t("cart.summary")}</caption>
      <tbody>
        <tr className="border-b border-slate-100">
          <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
            {t("cart.quantity")}
          </th>
          <td className="py-1.5 text-right tabular-nums">{formatNumber(subscription.quantity)}</td>
        </tr>
        <tr className="border-b border-slate-100">
          <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
            {t("cart.price")}
          </th>
          <td className="py-1.5 text-right tabular-nums">
            {dollars.format(subscription.pricePerPersonPerMonth)}
          </td>
        </tr>
        <tr className="border-b border-slate-100">
          <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
            {t("cart.subtotal")}
          </th>
          <td className="py-1.5 text-right tabular-nums">{dollars.format(quote.subtotal)}</td>
        </tr>
        <tr className="border-b border-slate-100">
          <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
            {t("cart.tax", { rate: formatNumber(quote.taxRate * 100) })}
          </th>
          <td className="py-1.5 text-right tabular-nums">{dollars.format(quote.tax)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-2 text-left font-semibold">
            {t("cart.total")}
          </th>
          <td className="py-2 text-right text-lg font-semibold tabular-nums">
            {dollars.format(quote.total)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

export { dollars }
