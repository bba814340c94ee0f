import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react"
import { Link } from "react-router-dom"
import { useWellkit } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"

const buttonClass =
  "rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
const corner = "fixed right-4 bottom-4 z-30"

/**
 * UI-3: the live chat button. With a chat provider configured it opens it;
 * without one it offers the support contacts rather than an empty panel.
 * The panel follows its button in the page rather than in a portal: a portalled
 * panel brings Headless UI's focus guards, focusable elements that are aria-hidden.
 */
export const ChatButton = () => {
  const { t } = useTranslation()
  const { config } = useWellkit()
  if (config.chatUrl) {
    return (
      <a
        href={config.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${corner} ${buttonClass}`}
      >
        {t("shell.chat.open")}
      </a>
    )
  }
  return (
    <Popover className={corner}>
      <PopoverButton className={buttonClass}>{t("shell.chat.open")}</PopoverButton>
      <PopoverPanel className="absolute right-0 bottom-full mb-2 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-xl">
        {({ close }) => (
          <div className="space-y-2 text-sm">
            <p className="font-semibold">{t("shell.chat.title")}</p>
            <ul className="space-y-1">
              {config.supportPhone ? (
                <li>
                  <a
                    className="text-brand-700 underline"
                    href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`}
                  >
                    {t("shell.chat.phone", { phone: config.supportPhone })}
                  </a>
                </li>
              ) : null}
              {config.supportEmail ? (
                <li>
                  <a className="text-brand-700 underline" href={`mailto:${config.supportEmail}`}>
                    {t("shell.chat.email", { email: config.supportEmail })}
                  </a>
                </li>
              ) : null}
              <li>
                <Link className="text-brand-700 underline" to="/support" onClick={() => close()}>
                  {t("shell.chat.form")}
                </Link>
              </li>
            </ul>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  )
}
