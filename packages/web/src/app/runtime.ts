import { areaTextLoaders, autoLogoutAlert, serveOtherTabs, startClient, taskSlices } from "@wellkit/core"
import { addDisplayFormats } from "../i18n/formats.js"
import { addAreaTexts } from "../i18n/index.js"
import { followSession, setMonitoring, showError } from "../shell/notify.js"
import type { PortalConfig } from "./config.js"
import { startMonitoring } from "./monitoring.js"
import { nextTask, startOnePerTask } from "./sdk-steps.js"
import { browserSessionStore } from "./session-storage.js"
import { browserTabChannel } from "./tab-channel.js"
import type { Wellkit } from "./wellkit.js"

/**
 * The admin areas' own texts (core's registry), added to the catalogue with the SDK: the sign-in
 * page needs none. Issue 23: the ~25 files asked for in one task made it ~150 ms long on a phone.
 */
export const loadAreaTexts = () => {
  addDisplayFormats()
  return startOnePerTask(areaTextLoaders.map((load) => () => addAreaTexts([load])))
}

/**
 * The SDK (Effect, the contract, the hub) and what starts it. A chunk of its
 * own that main.tsx asks for at once when someone may be signed in, and
 * otherwise at the visitor's first key, tap or click, so the sign-in page
 * renders, and stays quiet, on the small entry alone.
 */
export const startWellkit = async (config: PortalConfig, othersMayBeSignedIn: boolean): Promise<Wellkit> => {
  const session = browserSessionStore()
  // Issue 23: the client's build (Effect's first run on the page) and its calls run in slices of
  // 5 ms (20 ms on a phone four times slower), each in a task of its own: none is long. The
  // calls a screen starts while React commits share one slice of that task; the rest runs after.
  const client = await startClient(
    {
      apiHost: config.apiHost,
      apiKey: config.apiKey,
      basicAuth: config.basicAuth,
      appVersion: __APP_VERSION__,
      sessionStore: session,
      tabs: browserTabChannel(),
      storage: {
        get: (key) => window.localStorage.getItem(key),
        set: (key, value) => window.localStorage.setItem(key, value),
      },
    },
    taskSlices(5),
  )
  // Issue 23: each step below is a task of its own, so none joins the client's build's last slice.
  await nextTask()
  followSession(session)
  setMonitoring(startMonitoring(config.monitoringConnectionString, { development: import.meta.env.DEV }))
  // The page's first date format costs ~60 ms at 4× (the time zones' data), and every call
  // names the zone (HTTP-2). The Intl worker (intl-warmup.ts) has most often loaded that data
  // already; where it could not, the main thread pays here alone and the first call's task stays short.
  await nextTask()
  Intl.DateTimeFormat().resolvedOptions()
  await nextTask()
  if (!session.get() && othersMayBeSignedIn) await client.session.askOtherTabs()
  // SES-12: a token the API no longer accepts is dropped now rather than at the first failing call.
  if (session.get()) {
    const valid = await client.session.checkAuthState().catch(() => true)
    if (!valid) session.clear()
  }
  // IDLE-5: a tab signed out by another tab's idle timeout explains it as that tab does; a plain logout needs no words.
  await client.run(
    serveOtherTabs((reason) => {
      if (reason === "idle") showError(autoLogoutAlert())
    }),
  )
  return { client, session, config }
}
