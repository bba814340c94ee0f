import { areaTextLoaders, autoLogoutAlert, createClient, serveOtherTabs } from "@wellkit/core"
import { addDisplayFormats } from "../i18n/formats.js"
import { addTexts, loadCatalogue } from "../i18n/index.js"
import { followSession, setMonitoring, showError } from "../shell/notify.js"
import type { PortalConfig } from "./config.js"
import { startMonitoring } from "./monitoring.js"
import { browserSessionStore } from "./session-storage.js"
import { browserTabChannel } from "./tab-channel.js"
import type { Wellkit } from "./wellkit.js"

/** Core's catalogue and the admin areas' own texts (core's registry), added with the SDK: the sign-in page needs none of them. */
export const loadTexts = () => {
  addDisplayFormats()
  return addTexts([loadCatalogue, ...areaTextLoaders])
}

/**
 * The SDK (Effect, the contract, the hub) and what starts it. A chunk of its
 * own that main.tsx asks for at once when someone may be signed in, and
 * otherwise at the visitor's first key, tap or click, so the sign-in page
 * renders, and stays quiet, on the small entry alone.
 */
export const startWellkit = async (config: PortalConfig, othersMayBeSignedIn: boolean): Promise<Wellkit> => {
  const session = browserSessionStore()
  const client = createClient({
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
  })
  followSession(session)
  setMonitoring(startMonitoring(config.monitoringConnectionString, { development: import.meta.env.DEV }))
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
