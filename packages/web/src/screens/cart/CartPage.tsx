import {
  Address,
  CART_CONSENT_PATH,
  type FieldErrors,
  type LicenseId,
  type Quote,
  redirectHref,
  type Subscription,
  validateWith,
} from "@wellkit/core"
import { Schema } from "effect"
import { type FormEvent, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../app/failure.js"
import { entityIdFrom } from "../../app/params.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { useLicenses } from "../licenses/hooks.js"
import { PriceSummary } from "./PriceSummary.js"

const validateAddress = validateWith(Address)
const blank = { line1: "", city: "", state: "", zip: "" }

/** POR-3: seats and billing address; the price, tax and total are shown before anything is charged. */
export const CartPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const entityId = entityIdFrom(params.get("entityId"))
  const licenseList = useLicenses(entityId)
  const licenses = licenseList.entry?.value ?? []
  const licenseId = Number(params.get("licenseId")) as LicenseId
  const view = licenses.find((v) => v.license.licenseId === licenseId)
  const [quantity, setQuantity] = useState("")
  const [address, setAddress] = useState(blank)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pricing, setPricing] = useState(false)
  const [priced, setPriced] = useState<
    { subscription: Subscription; quote: Quote; zip: string; state: string } | undefined
  >()

  const price = async (event: FormEvent) => {
    event.preventDefault()
    if (pricing) return
    const seats = Number(quantity || view?.license.seats || 0)
    const checked = validateAddress(address)
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors }
    if (!Number.isInteger(seats) || seats < 1 || seats > 100_000) found.quantity = t("cart.quantityInvalid")
    setErrors(found)
    if (!checked.ok || found.quantity) return
    setPricing(true)
    setPriced(undefined)
    try {
      const result = await client.purchase.quote({ licenseId, quantity: seats, address: checked.value })
      setPriced({ ...result, zip: result.address.zip, state: result.address.state })
    } catch (error) {
      showFailure(error)
    } finally {
      setPricing(false)
    }
  }
  const field = (name: keyof typeof blank, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]}>
      <input
        className={inputClass}
        autoComplete={autoComplete}
        value={address[name]}
        onChange={(e) => setAddress({ ...address, [name]: e.target.value })}
      />
    </Field>
  )

  if (!Schema.is(Schema.Int)(licenseId) || licenseId <= 0 || entityId === undefined)
    return <p role="alert">{t("cart.noLicense")}</p>
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="text-2xl font-semibold">{t("cart.title")}</h1>
      {licenseList.entry?.status === "error" ? (
        <LoadFailed error={licenseList.entry.error} onRetry={licenseList.retry} />
      ) : null}
      <p className="text-slate-700">
        {view ? t("cart.for", { name: view.license.name }) : t("cart.loading")}
      </p>
      <form
        onSubmit={(event) => void price(event)}
        noValidate
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        aria-label={t("cart.formLabel")}
      >
        <Field label={t("cart.quantity")} error={errors.quantity} hint={t("cart.quantityHint")}>
          <input
            inputMode="numeric"
            className={inputClass}
            value={quantity}
            placeholder={String(view?.license.seats ?? "")}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t("cart.address")}</legend>
          {field("line1", t("cart.line1"), "address-line1")}
          <div className="grid gap-3 sm:grid-cols-3">
            {field("city", t("cart.city"), "address-level2")}
            {field("state", t("cart.state"), "address-level1")}
            {field("zip", t("cart.zip"), "postal-code")}
          </div>
        </fieldset>
        <Button type="submit" disabled={pricing}>
          {pricing ? t("cart.pricing") : t("cart.priceButton")}
        </Button>
      </form>
      {priced ? (
        <section
          aria-labelledby="price-heading"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="price-heading" className="text-lg font-semibold">
            {t("cart.summary")}
          </h2>
          <PriceSummary subscription={priced.subscription} quote={priced.quote} />
          <p className="text-sm text-slate-700">{t("cart.notCharged")}</p>
          <div className="flex gap-3">
            <Button
              onClick={() =>
                navigate(
                  redirectHref({
                    path: CART_CONSENT_PATH,
                    params: {
                      entityId: String(entityId),
                      licenseId: String(licenseId),
                      invoiceId: priced.subscription.invoiceId,
                      zip: priced.zip,
                      state: priced.state,
                    },
                  }),
                )
              }
            >
              {t("cart.continue")}
            </Button>
            <Link
              to={redirectHref({ path: "/option", params: { entityId: String(entityId) } })}
              className="self-center text-sm text-brand-700 underline"
            >
              {t("cart.back")}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  )
}

export const Component = CartPage
