import { CART_PATH, type EntityId, formatMoney, type LicenseView, redirectHref } from "@wellkit/core"
import { Licenses, monthlyCost } from "@wellkit/core/licenses"
import { type FormEvent, useId, useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"

/** One license: its seats, activation date (POR-2) and the products it offers (POR-1). */
export const LicenseCard = ({
  entityId,
  view,
}: {
  readonly entityId: EntityId
  readonly view: LicenseView
}) => {
  const { t } = useTranslation()
  const headingId = useId()
  const { license, products } = view
  const [date, setDate] = useState(license.activationDate ?? "")
  const [error, setError] = useState<string | undefined>()
  const { act, busy: saving } = useResourceAction()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t("licenses.dateRequired"))
    setError(undefined)
    // POR-2 through the one write path: the list read again (also on an unknown outcome) and the toast.
    await act(Licenses.setActivationDate(entityId, license.licenseId, date))
  }

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {license.name}
        </h2>
        <span className="text-sm text-slate-700">{t("licenses.seats", { count: license.seats })}</span>
        <Link
          to={redirectHref({
            path: CART_PATH,
            params: { entityId: String(entityId), licenseId: String(license.licenseId) },
          })}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
          aria-label={t("licenses.buyFor", { name: license.name })}
        >
          {t("licenses.buy")}
        </Link>
      </header>
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-wrap items-end gap-3">
        <Field
          label={t("licenses.activationDate")}
          error={error}
          hint={license.activationDate ? undefined : t("licenses.notActive")}
        >
          <input
            type="date"
            className={inputClass}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          disabled={saving || date === (license.activationDate ?? "")}
        >
          {saving ? t("licenses.saving") : t("licenses.save")}
        </Button>
      </form>
      {products.length === 0 ? (
        <p className="text-sm text-slate-600">{t("licenses.noProducts")}</p>
      ) : (
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("licenses.productsOf", { name: license.name })}</caption>
            <TableHead
              columns={[
                t("licenses.columns.product"),
                { label: t("licenses.columns.price"), numeric: true },
                { label: t("licenses.columns.monthly"), numeric: true },
                t("licenses.columns.selfServe"),
              ]}
            />
            <tbody>
              {products.map((product) => (
                <tr key={product.productId} className="border-b border-slate-100">
                  <td className="py-2 pr-3">
                    <span className="font-medium">{product.name}</span>
                    <span className="block text-xs text-slate-600">{product.description}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(product.price)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatMoney(monthlyCost(license.seats, product.price))}
                  </td>
                  <td className="py-2">
                    {product.isSelfServe ? t("licenses.yes") : t("licenses.salesOnly")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
