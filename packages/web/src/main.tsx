import { StrictMode, useEffect, useLayoutEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { loadConfig } from "./app/config.js"
import { dropPrerendered, hasPrerendered } from "./app/prerendered.js"
import { createRouter, preloadRoutes } from "./app/router.js"
import { mayBeSignedIn, othersMayBeSignedIn } from "./app/startup.js"
import { type Startup, type Wellkit, WellkitProvider } from "./app/wellkit.js"
import { i18n } from "./i18n/index.js"
import { StartupOverlay } from "./shell/StartupOverlay.js"
import "./styles.css"

const Failed = ({ reason }: { reason: "configFailed" | "startFailed" }) => {
  // The build-time page's overlay would cover this.
  useLayoutEffect(dropPrerendered, [])
  return (
    <div
      role="alert"
      className="mx-auto mt-24 max-w-md rounded-lg border border-red-200 bg-white p-6 text-center"
    >
      <p>{i18n.t(`shell.${reason}`)}</p>
      <button
        type="button"
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-white"
        onClick={() => window.location.reload()}
      >
        {i18n.t("shell.reload")}
      </button>
    </div>
  )
}

type AppState =
  | { readonly startup: Startup; readonly router: ReturnType<typeof createRouter> }
  | "loading"
  | "configFailed"
  | "startFailed"

/** The build-time page, when it was served, is the overlay: nothing is drawn over it. */
const BuildTimeOverlay = () => null

// Until the first route can render. An element even when it draws nothing: the router warns
// (in the console, ERR-4) when its first render has no fallback element.
const startupOverlay = hasPrerendered() ? (
  <BuildTimeOverlay />
) : (
  <StartupOverlay label={i18n.t("shell.startup")} />
)

/**
 * UI-4: the overlay shows until the configuration has loaded and the first
 * route can render. The SDK's chunk is asked for at once; the first route
 * waits for it only when someone may be signed in. A signed-out visitor gets
 * the sign-in page from the entry alone, and the SDK arrives while they type.
 */
const App = () => {
  const [state, setState] = useState<AppState>("loading")
  useEffect(() => {
    const sdk = import("./app/runtime.js").then(async (runtime) => {
      await runtime.loadAreaTexts()
      return runtime
    })
    // Handled below once the configuration is in; until then its failure must not count as unhandled.
    sdk.catch(() => undefined)
    void loadConfig().then(async (result) => {
      if (!result.ok) return setState("configFailed")
      const ready = sdk.then((runtime) => runtime.startWellkit(result.config, othersMayBeSignedIn()))
      const router = createRouter(ready, startupOverlay)
      const show = (wellkit: Wellkit | undefined) =>
        setState({ startup: { config: result.config, wellkit, ready }, router })
      // Signed out: the sign-in page now. Maybe signed in: the SDK first, with the side menu's chunk alongside.
      if (!mayBeSignedIn()) show(undefined)
      else void import("./shell/SignedInChrome.js").catch(() => undefined)
      try {
        show(await ready)
      } catch {
        return setState("startFailed")
      }
      requestIdleCallback?.(preloadRoutes) ?? setTimeout(preloadRoutes, 500)
    })
  }, [])
  if (state === "loading") return startupOverlay
  if (typeof state === "string") return <Failed reason={state} />
  return (
    <WellkitProvider value={state.startup}>
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
