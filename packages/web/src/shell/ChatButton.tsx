import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react"
import { Link } from "react-router-dom"
import { useWellkit } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"

/**
 * Where the button is docked, never over the page (issue 39): in the phone-width bar, at the foot
 * of the column menu, or after the content of a page without a menu. Each opens its panel into room.
 */
export type ChatPlacement = "bar" | "menu" | "page"

const base =
  "inline-block bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
const buttonClass: Record<ChatPlacement, string> = {
  bar: `${base} rounded-full px-3 py-1.5`,
  menu: `${base} w-full rounded-md px-3 py-2 text-left`,
  page: `${base} rounded-full px-4 py-3 shadow-lg`,
}
const frame: Record<ChatPlacement, string> = {
  bar: "relative",
  menu: "relative",
  page: "relative flex justify-end px-6 pb-6",
}
const panel: Record<ChatPlacement, string> = {
  bar: "top-full right-0 mt-2",
  menu: "bottom-full left-0 mb-2",
  page: "right-6 bottom-full mb-2",
}

/**
 * UI-3: the live chat button. With a chat provider configured it opens it;
 * without one it offers the support contacts rather than an empty panel.
 * The panel follows its button in the page rather than in a portal: a portalled
 * panel brings Headless UI's focus guards, focusable elements that are aria-hidden.
 */
export const ChatButton = ({ placement }: { readonly placement: ChatPlacement }) => {
  const { t } = useTranslation()
  const { config } = useWellkit()
  if (config.chatUrl) {
    return (
      <div className={frame[placement]}>
        <a href={config.chatUrl} target="_blank" rel="noopener noreferrer" className={buttonClass[placement]}>
          {t("shell.chat.open")}
        </a>
      </div>
    )
  }
  return (
    <Popover className={frame[placement]}>
      <PopoverButton className={buttonClass[placement]}>{t("shell.chat.open")}</PopoverButton>
      <PopoverPanel
        className={`absolute z-50 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-xl ${panel[placement]}`}
      >
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
