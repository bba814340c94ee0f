import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Outlet, useLocation } from "react-router-dom"
import { AlertDialog } from "./AlertDialog.js"
import { Footer } from "./Footer.js"
import { ProgressBar } from "./ProgressBar.js"
import { SideMenu } from "./SideMenu.js"
import { Toasts } from "./Toasts.js"

export const Layout = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // Each navigation starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <ProgressBar />
      <SideMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <main id="main" tabIndex={-1} className="flex-1 p-6 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <Toasts />
      <AlertDialog />
    </div>
  )
}
