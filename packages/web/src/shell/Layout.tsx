import { AdminType, hidesSideMenu } from "@wellkit/core"
import { lazy, Suspense, useEffect, useLayoutEffect } from "react"
import { Outlet, useLocation } from "react-router-dom"
import { dropPrerendered } from "../app/prerendered.js"
import { useAccount } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"
import { Footer } from "./Footer.js"
import { useMenuDrawer } from "./menu-drawer.js"
import { barFrame, menuFrame } from "./menu-frame.js"
import { useNotify } from "./notify-store.js"
import { ProgressBar } from "./ProgressBar.js"

const SideMenu = lazy(() => import("./SignedInChrome.js").then((m) => ({ default: m.SignedInMenu })))
const SignedInExtras = lazy(() => import("./SignedInChrome.js").then((m) => ({ default: m.SignedInExtras })))
/** Headless UI's dialog loads with the first alert rather than with the sign-in page. */
/** Toasts come with the first one; asked for once the first page is up, so a failing network still shows one. */
const loadToasts = () => import("./Toasts.js").then((m) => ({ default: m.Toasts }))
const Toasts = lazy(loadToasts)
const AlertDialog = lazy(() => import("./AlertDialog.js").then((m) => ({ default: m.AlertDialog })))

/** `footer: false` only for the build-time sign-in page, which must not freeze a version in it. */
export const Layout = ({ footer = true }: { readonly footer?: boolean }) => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const account = useAccount()
  // NAV-9, UI-3: staff get the thin nav, without footer or chat.
  const thin = account?.adminType === AdminType.staff
  const alerting = useNotify((state) => state.alert !== undefined)
  const toasting = useNotify((state) => state.toasts.length > 0)
  const drawerOpen = useMenuDrawer((state) => state.open)
  const menu = account !== undefined && !hidesSideMenu(pathname)
  // The first live page takes the build-time one's place before the browser paints again.
  useLayoutEffect(dropPrerendered, [])
  useEffect(() => {
    void loadToasts().catch(() => undefined)
  }, [])
  // NAV-10: each navigation starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <div className="flex min-h-screen flex-col md:flex-row" data-layout={thin ? "thin" : "full"}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <ProgressBar />
      {menu ? (
        <Suspense
          fallback={
            <>
              <div aria-hidden="true" className={barFrame} />
              <div aria-hidden="true" className={`max-md:hidden ${menuFrame(thin)}`} />
            </>
          }
        >
          <SideMenu thin={thin} />
        </Suspense>
      ) : null}
      {/* Behind an open menu drawer the page is inert: the drawer is modal (issue 39). */}
      <div className="flex min-w-0 flex-1 flex-col" inert={drawerOpen}>
        {/* A full screen of its own, so the footer starts below the fold: a page whose content
            arrives after the first paint then moves nothing the person sees (CLS, issue 23). */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 px-4 py-6 outline-none sm:p-6">
          <Outlet />
        </main>
        {account ? (
          <Suspense fallback={null}>
            {/* UI-3: where no menu docks the chat button, it follows the content (NAV-9: not for staff). */}
            <SignedInExtras chat={!thin && !menu} />
          </Suspense>
        ) : null}
        {thin || !footer ? null : <Footer />}
      </div>
      {toasting ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      {alerting ? (
        <Suspense fallback={null}>
          <AlertDialog />
        </Suspense>
      ) : null}
    </div>
  )
}
