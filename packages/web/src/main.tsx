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

/*
 * Everything starts as this module runs, side by side (docs/first-load.md): the configuration,
 * the SDK when someone may be signed in, and the router, whose first route starts loading its
 * screen at once. A signed-out visitor gets the sign-in page from the entry alone; the SDK is
 * asked for at their first key, tap or click, or when a page needs it (`ready`).
 */
const config = loadConfig()
const sdk = once(async () => {
  const runtime = await import("./app/runtime.js")
  await runtime.loadTexts()
  // The side menu's chunk, asked for now so that it is there when the first signed-in page is.
  void import("./shell/SignedInChrome.js").catch(() => undefined)
  return runtime
})
const signedOut = !mayBeSignedIn()
if (!signedOut) void sdk().catch(() => undefined)
let asked = () => {}
const wanted = new Promise<void>((resolve) => {
  asked = resolve
})
/** The started SDK; a route that needs it asks, which starts it if nothing has. */
const ready = once(async () => {
  asked()
  const result = await config
  if (!result.ok) throw new Error("The portal's configuration did not load")
  const runtime = await sdk()
  return runtime.startWellkit(result.config, othersMayBeSignedIn())
})
const router = keepRouter(createRouter(ready, startupOverlay))

type AppState = Startup | "loading" | "configFailed" | "startFailed"

/** UI-4: the overlay shows until the configuration has loaded and the first route can render. */
const App = () => {
  const [state, setState] = useState<AppState>("loading")
  useEffect(() => {
    void config.then(async (result) => {
      if (!result.ok) return setState("configFailed")
      // A transition: React renders the first page in slices between which the browser can
      // answer the person, rather than as one long task.
      const show = (wellkit: Wellkit | undefined) =>
        startTransition(() => setState({ config: result.config, wellkit, ready }))
      // Signed out: the sign-in page now, and the SDK at the person's first key, tap or click there
      // (or when another page needs it), so a visitor who only looks pays nothing for it.
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
    <WellkitProvider value={state}>
      <RouterProvider router={router} />
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
