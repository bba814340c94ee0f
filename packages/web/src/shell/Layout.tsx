import { AdminType, hidesSideMenu } from "@wellkit/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Outlet, useLocation } from "react-router-dom"
import { useAccount } from "../app/wellkit.js"
import { AlertDialog } from "./AlertDialog.js"
import { ChatButton } from "./ChatButton.js"
import { Footer } from "./Footer.js"
import { ProgressBar } from "./ProgressBar.js"
import { SideMenu } from "./SideMenu.js"
import { StaySignedInDialog } from "./StaySignedInDialog.js"
import { Toasts } from "./Toasts.js"
import { useNotifications } from "./use-notifications.js"

export const Layout = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const account = useAccount()
  // NAV-9, UI-3: staff get the thin nav, without footer or chat.
  const thin = account?.adminType === AdminType.staff
  useNotifications()
  // NAV-10: each navigation starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <div className="flex min-h-screen" data-layout={thin ? "thin" : "full"}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <ProgressBar />
      {hidesSideMenu(pathname) ? null : <SideMenu thin={thin} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <main id="main" tabIndex={-1} className="flex-1 p-6 outline-none">
          <Outlet />
        </main>
        {thin ? null : <Footer />}
      </div>
      {account && !thin ? <ChatButton /> : null}
      {account ? <StaySignedInDialog /> : null}
      <Toasts />
      <AlertDialog />
    </div>
  )
}
