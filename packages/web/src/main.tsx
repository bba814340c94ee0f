import { LAST_ACTION_KEY } from "@wellkit/core"
import { StrictMode, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { loadConfig } from "./app/config.js"
import { startMonitoring } from "./app/monitoring.js"
import { createRouter, preloadRoutes } from "./app/router.js"
import { browserSessionStore } from "./app/session-storage.js"
import { makeWellkit, type Wellkit, WellkitProvider } from "./app/wellkit.js"
import { i18n } from "./i18n/index.js"
import { followSession, setMonitoring } from "./shell/notify.js"
import { StartupOverlay } from "./shell/StartupOverlay.js"
import "./styles.css"

/**
 * SES-8 costs a new tab a second's wait, so it is paid only when some tab was
 * active within the last day; no session outlives that without activity.
 */
const othersMayBeSignedIn = () => {
  const last = Number(window.localStorage.getItem(LAST_ACTION_KEY))
  return Number.isFinite(last) && Date.now() - last < 24 * 60 * 60 * 1000
}

const ConfigFailed = () => (
  <div
    role="alert"
    className="mx-auto mt-24 max-w-md rounded-lg border border-red-200 bg-white p-6 text-center"
  >
    <p>{i18n.t("shell.configFailed")}</p>
    <button
      type="button"
      className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-white"
      onClick={() => window.location.reload()}
    >
      {i18n.t("shell.reload")}
    </button>
  </div>
)

/** UI-4: the overlay shows until the configuration has loaded and the first route can render. */
const App = () => {
  const [state, setState] = useState<
    { wellkit: Wellkit; router: ReturnType<typeof createRouter> } | "loading" | "failed"
  >("loading")
  useEffect(() => {
    void loadConfig().then(async (result) => {
      if (!result.ok) return setState("failed")
      const wellkit = makeWellkit(result.config, browserSessionStore())
      followSession(wellkit.session)
      setMonitoring(startMonitoring(result.config.monitoringConnectionString))
      if (!wellkit.session.get() && othersMayBeSignedIn()) await wellkit.client.session.askOtherTabs()
      // SES-12: a token the API no longer accepts is dropped now rather than at the first failing call.
      if (wellkit.session.get()) {
        const valid = await wellkit.client.session.checkAuthState().catch(() => true)
        if (!valid) wellkit.session.clear()
      }
      await wellkit.client.session.serveOtherTabs(() => {})
      setState({ wellkit, router: createRouter() })
      requestIdleCallback?.(preloadRoutes) ?? setTimeout(preloadRoutes, 500)
    })
  }, [])
  if (state === "loading") return <StartupOverlay label={i18n.t("shell.startup")} />
  if (state === "failed") return <ConfigFailed />
  return (
    <WellkitProvider value={state.wellkit}>
      <RouterProvider router={state.router} />
    </WellkitProvider>
  )
}

const root = document.getElementById("root")
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
