import { StrictMode, startTransition, useEffect, useLayoutEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { loadConfig } from "./app/config.js"
import { keepRouter } from "./app/live-router.js"
import { dropPrerendered, hasPrerendered } from "./app/prerendered.js"
import { createRouter, loadSignedOutPages } from "./app/router.js"
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

/** A promise made on first use and kept. */
const once = <T,>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}

/** The person's first key, pointer or touch anywhere on the page. */
const firstIntent = () =>
  new Promise<void>((resolve) => {
    const events = ["keydown", "pointerdown", "touchstart"] as const
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true)
      resolve()
    }
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true })
  })

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
 * route can render. When someone may be signed in, the SDK's chunk is asked
 * for at once and the first route waits for it. A signed-out visitor gets the
 * sign-in page from the entry alone; the SDK is asked for at their first key,
 * tap or click, or when a page needs it, and arrives while they type.
 */
const App = () => {
  const [state, setState] = useState<AppState>("loading")
  useEffect(() => {
    const sdk = once(async () => {
      const runtime = await import("./app/runtime.js")
      await runtime.loadTexts()
      // The side menu's chunk, asked for now so that it is there when the first signed-in page is.
      void import("./shell/SignedInChrome.js").catch(() => undefined)
      return runtime
    })
    const signedOut = !mayBeSignedIn()
    // Maybe signed in: the SDK now, beside the configuration.
    if (!signedOut) void sdk().catch(() => undefined)
    void loadConfig().then(async (result) => {
      if (!result.ok) return setState("configFailed")
      let asked = () => {}
      const wanted = new Promise<void>((resolve) => {
        asked = resolve
      })
      const ready = once(() => {
        asked()
        return sdk().then((runtime) => runtime.startWellkit(result.config, othersMayBeSignedIn()))
      })
      const router = keepRouter(createRouter(ready, startupOverlay))
      // A transition: React renders the first page in slices between which the browser can
      // answer the person, rather than as one long task (issue 23).
      const show = (wellkit: Wellkit | undefined) =>
        startTransition(() => setState({ startup: { config: result.config, wellkit, ready }, router }))
      // Signed out: the sign-in page now, and the SDK at the person's first key, tap or click there
      // (or when another page needs it), so a visitor who only looks pays nothing for it (issue 23).
      if (signedOut) {
        show(undefined)
        void loadSignedOutPages()
        await Promise.race([firstIntent(), wanted])
      }
      try {
        show(await ready())
      } catch {
        return setState("startFailed")
      }
    })
  }, [])
  // NAV-11: once the first page has rendered; its code is needed only then.
  const started = typeof state === "object"
  useEffect(() => {
    if (started)
      void import("./app/preload.js").then(
        ({ preloadScreens }) => preloadScreens(),
        () => undefined,
      )
  }, [started])
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
