import { AdminType } from "@wellkit/core"
import { useState } from "react"
import { showFailure } from "../../app/failure.js"
import { useAccount, useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { useTranslation } from "../../i18n/index.js"
import { showSuccess } from "../../shell/notify.js"

/** The signed-in admin's own details, with the session layer's verification and password-reset e-mails. */
export const AccountPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const account = useAccount()
  const [busy, setBusy] = useState<"verify" | "reset" | undefined>()
  if (!account) return null

  const send = async (kind: "verify" | "reset") => {
    if (busy) return
    setBusy(kind)
    try {
      if (kind === "verify") await client.session.sendVerification(account.emailAddress)
      else await client.session.forgotPassword(account.emailAddress)
      showSuccess({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.LINK_SENT" })
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(undefined)
    }
  }

  const role =
    account.adminType === AdminType.staff
      ? t("account.roles.staff")
      : account.adminType === AdminType.organizationAdmin
        ? t("account.roles.organization")
        : t("account.roles.other", { type: account.adminType })
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-semibold">{t("account.title")}</h1>
      <section aria-labelledby="account-details" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="account-details" className="mb-3 text-lg font-semibold">
          {t("account.details")}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t("account.name")}</dt>
            <dd className="font-medium">{account.firstName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("account.email")}</dt>
            <dd className="font-medium">{account.emailAddress}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("account.role")}</dt>
            <dd className="font-medium">{role}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="account-security"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="account-security" className="text-lg font-semibold">
          {t("account.security")}
        </h2>
        <p className="text-sm text-slate-700">{t("account.verifyHelp", { email: account.emailAddress })}</p>
        <Button variant="secondary" disabled={busy !== undefined} onClick={() => void send("verify")}>
          {busy === "verify" ? t("account.sending") : t("account.verify")}
        </Button>
        <p className="text-sm text-slate-700">{t("account.resetHelp")}</p>
        <Button variant="secondary" disabled={busy !== undefined} onClick={() => void send("reset")}>
          {busy === "reset" ? t("account.sending") : t("account.reset")}
        </Button>
      </section>
    </div>
  )
}

export const Component = AccountPage
